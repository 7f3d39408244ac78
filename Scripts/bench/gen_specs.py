#!/usr/bin/env python3
"""Deterministic synthetic spec set for benchmarking `handz-lint lint` (stdlib only).

Writes an app's worth of specs, its String Catalog and its rules file:

  OUT/Specs/screens/screen-NNNN.yml   kind: screen, --elements elements each (buttons, icon
                                      buttons with hints, text, headers, images, toggles,
                                      text fields, list rows, chips with states, cards with a
                                      long press and its visible alternative, ...)
  OUT/Specs/palette.yml               kind: palette
  OUT/Specs/routes.yml                kind: routes: legend, ~10 tabs, one route per screen
                                      (Area/ScreenNNNN), edges, entry points, deep links
  OUT/Strings/Localizable.xcstrings   en source + es + ar, Xcode formatting, plural
                                      variations for every string that counts something
  OUT/Rules/bench.yml                 rules file: specs, strings, catalog, screens, routes,
                                      policy
  OUT/manifest.json                   parameters, sizes and every injected defect with the
                                      rule id (and subject) that must report it

Everything not listed in the manifest is clean: with --defects 0 the lint reports nothing.
Each injected defect yields exactly one finding, so a run can be checked by comparing the
report's (ruleId, scope, element, locale) with the manifest (Scripts/bench/check_findings.py).

Keys follow screen.{screenId}.{element}[.{purpose}] and common.{component}.{element}.
Screens share common.* keys for actions, hints, filters, settings, counts and messages, as
apps do, so 2,000 screens x 100 elements make a catalog of about 31,000 keys, not 200,000.

Usage:  python3 Scripts/bench/gen_specs.py --screens 2000 --elements 100 --out "$SCRATCH/specs"
        [--defects 50] [--seed N]
Output is byte-identical for the same arguments.
"""

import argparse
import functools
import hashlib
import json
import os
import random
import re
import shutil
import sys

GENERATOR_VERSION = 1
SCREEN_WIDTH = 390

# --------------------------------------------------------------------------------------
# vocabulary
# --------------------------------------------------------------------------------------
# (base, third person, past)
VERBS = [("save", "saves", "saved"), ("delete", "deletes", "deleted"), ("rename", "renames", "renamed"),
         ("share", "shares", "shared"), ("archive", "archives", "archived"), ("restore", "restores", "restored"),
         ("duplicate", "duplicates", "duplicated"), ("export", "exports", "exported"),
         ("sync", "syncs", "synced"), ("publish", "publishes", "published"), ("review", "reviews", "reviewed"),
         ("edit", "edits", "edited"), ("open", "opens", "opened"), ("move", "moves", "moved"),
         ("download", "downloads", "downloaded"), ("upload", "uploads", "uploaded"), ("pin", "pins", "pinned"),
         ("unpin", "unpins", "unpinned"), ("lock", "locks", "locked"), ("unlock", "unlocks", "unlocked"),
         ("invite", "invites", "invited"), ("remove", "removes", "removed"), ("practice", "practices", "practiced"),
         ("copy", "copies", "copied"), ("schedule", "schedules", "scheduled")]
# (singular, plural). No role words (button, image, icon, field, tab, link, ...): labels must
# not end with what VoiceOver already says.
OBJECTS = [("flow", "flows"), ("move", "moves"), ("set", "sets"), ("branch", "branches"), ("folder", "folders"),
           ("session", "sessions"), ("note", "notes"), ("draft", "drafts"), ("template", "templates"),
           ("video", "videos"), ("photo", "photos"), ("playlist", "playlists"), ("goal", "goals"),
           ("routine", "routines"), ("drill", "drills"), ("partner", "partners"), ("comment", "comments"),
           ("reminder", "reminders"), ("report", "reports"), ("profile", "profiles"), ("account", "accounts"),
           ("device", "devices"), ("backup", "backups"), ("credit", "credits"), ("plan", "plans"),
           ("category", "categories"), ("gameplan", "gameplans"), ("technique", "techniques"),
           ("combo", "combos"), ("import", "imports")]
ADJS = ["recent", "saved", "shared", "archived", "pinned", "new", "private", "public", "default", "current",
        "selected", "active", "pending", "local", "favorite"]
ASPECTS = ["name", "notes", "title", "summary", "tags"]
SLIDERS = ["playbackSpeed", "volume", "restTime", "roundLength", "countdown", "videoQuality", "textSize",
           "metronome", "brightness", "intensity", "warmUp", "coolDown"]
MESSAGE_TOPICS = {
    "autosave": "Changes to this {obj} are saved automatically.",
    "sync": "Your {objs} sync across all your devices.",
    "privacy": "Only you can see private {objs}.",
    "sharing": "Shared {objs} appear in your partners' libraries.",
    "offline": "Archived {objs} stay available offline.",
}
SCREEN_TEXTS = [  # screen-specific paragraphs
    "Pick the {objs} you want to {verb} next.",
    "Your {adj} {objs} are listed here, newest on top.",
    "Tip: {verb} a {obj} from its menu at any time.",
    "Nothing is lost when you {verb} a {obj}.",
    "Last {verbed} by %@",
    "{Obj} “%@” was {verbed}.",
    "Signed in as %@",
    "%1$@ {verbed} %2$@",
]
SCREEN_PLURALS = [  # (one, other) for screen-specific counts
    ("You have %lld {adj} {obj}.", "You have %lld {adj} {objs}."),
    ("%lld {obj} waiting for review", "%lld {objs} waiting for review"),
    ("Showing %lld {obj}", "Showing %lld {objs}"),
]
ROW_TEMPLATES = ["%1$@, {verbed} %2$@", "%1$@, {verbed} by %2$@", "%@, not {verbed} yet"]

AREAS = [  # (route area, tab id, owner chapter)
    ("Library", "library", "CH15"), ("Practice", "practice", "CH20"), ("Moves", "moves", "CH09"),
    ("Inbox", "inbox", "CH18"), ("Search", "search", "CH16"), ("Stats", "stats", "CH22"),
    ("Community", "community", "CH28"), ("Store", "store", "CH08"), ("Profile", "profile", "CH25"),
    ("Settings", "settings", "CH27"),
]

# Palette. Contrast ratios are checked by the generator itself (see check_contrast).
PALETTE = [
    ("paper", "#FFFFFF", "screen and sheet background"),
    ("paperGrouped", "#F2F2F7", "grouped list background"),
    ("paperWarm", "#FFF8F0", "onboarding and store background"),
    ("card", "#FFFFFF", "cards and fields on grouped backgrounds"),
    ("ink", "#1C1C1E", "primary text and icons"),
    ("inkSecondary", "#5E5E63", "secondary text"),
    ("inkMuted", "#8E8E93", "placeholders and disabled glyphs only: 3.3:1, not for text"),
    ("accent", "#A8370B", "primary buttons, links, selection"),
    ("onAccent", "#FFFFFF", "text and icons on accent and danger"),
    ("accentSoft", "#FEF1EB", "chips and banners"),
    ("danger", "#B42318", "destructive actions, badges"),
    ("separator", "#C6C6C8", "hairlines"),
    ("overlay", "#00000066", "scrim behind sheets"),
    ("night", "#111827", "dark screens (practice session, player)"),
    ("nightRaised", "#1F2937", "cards and fields on dark screens"),
    ("onNight", "#F9FAFB", "text on dark screens"),
    ("onNightSecondary", "#D1D5DB", "secondary text on dark screens"),
    ("accentOnNight", "#FDBA74", "links and selection on dark screens"),
]
PALETTE_HEX = {name: hexv for name, hexv, _ in PALETTE}

THEMES = {
    "light": dict(text="ink", text2="inkSecondary", accentText="accent", cardBg="card", chipFg="accent",
                  chipBg="accentSoft", buttonFg="onAccent", buttonBg="accent", dangerFg="onAccent",
                  dangerBg="danger", fieldFg="ink", fieldBg="card", icon="ink", bannerBg="accentSoft",
                  badgeFg="onAccent", badgeBg="danger"),
    "dark": dict(text="onNight", text2="onNightSecondary", accentText="accentOnNight", cardBg="nightRaised",
                 chipFg="accentOnNight", chipBg="nightRaised", buttonFg="night", buttonBg="accentOnNight",
                 dangerFg="onAccent", dangerBg="danger", fieldFg="onNight", fieldBg="nightRaised",
                 icon="onNight", bannerBg="nightRaised", badgeFg="onAccent", badgeBg="danger"),
}
BACKGROUNDS = [("paper", "light", 60), ("paperGrouped", "light", 20), ("paperWarm", "light", 10), ("night", "dark", 10)]

FONTS = {  # text style -> (size, weight)
    "largeTitle": (34, "bold"), "title2": (22, "bold"), "title3": (20, "semibold"), "headline": (17, "semibold"),
    "body": (17, None), "callout": (16, None), "subheadline": (15, None), "footnote": (13, None),
    "caption1": (12, None), "caption2": (11, "semibold"),
}

# Words that make a key look like a sentence fragment (concatenated-fragment) when a key ends
# with them; generated keys must avoid them.
FRAGMENT_WORDS = ["prefix", "suffix", "part1", "part2", "part3", "first", "second", "lead", "tail", "fragment"]

CONS = {"es": "bcdfglmnprstvz", "ar": "بتثجحخدذرزسشصضطظعغفقكلمنهوي"}
VOWELS = {"es": "aeiouáéó", "ar": "اوي"}
LENGTH_FACTOR = {"es": 1.15, "ar": 0.95}
AR_PLURAL_SUFFIX = {"zero": "ين", "one": "ة", "two": "ان", "few": "ات", "many": "ا", "other": ""}
PUNCT_MAP = {"ar": {"?": "؟", ",": "،", ";": "؛"}}

PLACEHOLDER_RE = re.compile(r"%(?:\d+\$)?(?:lld|@)")
TOKEN_RE = re.compile(r"%(?:\d+\$)?(?:lld|@)|[A-Za-z]+|[^A-Za-z%]+")


def cap(s):
    return s[:1].upper() + s[1:]


def camel(*words):
    out = words[0][:1].lower() + words[0][1:]
    for w in words[1:]:
        out += cap(w)
    return out


def effective_length(text):
    """Characters with each placeholder counted as one (how translation-too-long measures)."""
    return len(text) - sum(len(p) - 1 for p in PLACEHOLDER_RE.findall(text))


# --------------------------------------------------------------------------------------
# pseudo translations
# --------------------------------------------------------------------------------------
class Translator:
    def __init__(self, seed, locale):
        self.seed, self.locale, self.cache = seed, locale, {}

    def word(self, w):
        key = w.lower()
        if key not in self.cache:
            h = hashlib.sha256(f"{self.seed}|{self.locale}|{key}".encode()).digest()
            r = random.Random(int.from_bytes(h[:8], "big"))
            n = max(1, round(len(key) * LENGTH_FACTOR[self.locale] + r.choice((-0.4, 0, 0.4))))
            cons, vow = CONS[self.locale], VOWELS[self.locale]
            use_cons = r.random() < 0.6
            out = []
            while len(out) < n:
                out.append(r.choice(cons if use_cons else vow))
                use_cons = not use_cons if r.random() < 0.85 else use_cons
            self.cache[key] = "".join(out)
        t = self.cache[key]
        if self.locale == "es" and w[:1].isupper():
            t = cap(t)
        return t

    def text(self, source, suffix=""):
        """Translates word by word, keeping placeholders; `suffix` inflects the last word."""
        tokens = TOKEN_RE.findall(source)
        last_word = max((i for i, t in enumerate(tokens) if t[0].isalpha()), default=None)
        out = []
        pm = PUNCT_MAP.get(self.locale, {})
        for i, t in enumerate(tokens):
            if t.startswith("%"):
                out.append(t)
            elif t[0].isalpha():
                out.append(self.word(t) + (suffix if i == last_word else ""))
            else:
                out.append("".join(pm.get(c, c) for c in t))
        return "".join(out)


def clamp(text, source, ratio=1.4):
    """Shortens pseudo words until the text is at most `ratio` x the source (placeholders
    count as one character each), so clean translations never trip translation-too-long."""
    limit = int(effective_length(source) * ratio)
    while effective_length(text) > limit:
        words = [m for m in re.finditer(r"[^\s%\d$@.,!?،؟“”'…]+", text)]
        words = [m for m in words if not PLACEHOLDER_RE.fullmatch(m.group())]
        if not words:
            break
        longest = max(words, key=lambda m: (len(m.group()), -m.start()))
        if len(longest.group()) <= 1:
            break
        text = text[:longest.end() - 1] + text[longest.end():]
    return text


# --------------------------------------------------------------------------------------
# catalog model
# --------------------------------------------------------------------------------------
class Catalog:
    def __init__(self, seed):
        self.entries = {}  # key -> {"en": str | {cat: str}, "plural": bool, "comment": str|None}
        self.tr = {loc: Translator(seed, loc) for loc in ("es", "ar")}
        self.rng = random.Random(seed ^ 0x5EED)

    def add(self, key, en, comment=None):
        """en: a string, or (one, other) for a plural."""
        assert key not in self.entries, key
        check_key(key)
        if isinstance(en, tuple):
            one, other = en
            e = {"plural": True, "en": {"one": one, "other": other}}
        else:
            e = {"plural": False, "en": en}
        e["comment"] = comment
        self.entries[key] = e
        return key

    def ensure(self, key, en, comment=None):
        if key not in self.entries:
            self.add(key, en, comment)
        return key

    def source_text(self, key):
        e = self.entries[key]
        return e["en"]["other"] if e["plural"] else e["en"]

    def translations(self, key):
        e = self.entries[key]
        if "t" in e:
            return e["t"]
        t = {}
        if e["plural"]:
            one, other = e["en"]["one"], e["en"]["other"]
            es = self.tr["es"]
            t["es"] = {"one": clamp(es.text(one), one), "other": clamp(es.text(other), other)}
            # many (exact millions): "%lld de flujos"
            t["es"]["many"] = t["es"]["other"].replace("%lld ", "%lld de ", 1) if "%lld " in t["es"]["other"] \
                else t["es"]["other"] + " de"
            ar = self.tr["ar"]
            t["ar"] = {}
            for cat, suf in AR_PLURAL_SUFFIX.items():
                src = one if cat == "one" else other
                t["ar"][cat] = clamp(ar.text(src, suf), src)
            assert len(set(t["ar"].values())) == 6, t["ar"]
        else:
            for loc in ("es", "ar"):
                t[loc] = clamp(self.tr[loc].text(e["en"]), e["en"])
        e["t"] = t
        return t


def check_key(key):
    parts = key.split(".")
    ok = (parts[0] == "screen" and len(parts) in (3, 4)) or (parts[0] == "common" and len(parts) == 3)
    assert ok and all(re.fullmatch(r"[a-z][A-Za-z0-9]*", p) for p in parts[1:]), f"bad key {key}"
    lower = key.lower()
    assert not any(lower.endswith(w) or f".{w}." in lower for w in FRAGMENT_WORDS), f"fragment-like key {key}"


def collation_key(key):
    """Finder order (ICU collation, numeric) for ASCII keys of letters, digits and dots:
    punctuation < digits (by value) < letters (case-insensitive at the primary level)."""
    out = []
    for m in re.finditer(r"\d+|[A-Za-z]|.", key):
        t = m.group()
        if t.isdigit():
            out.append((1, int(t), ""))
        elif t.isalpha():
            out.append((2, 0, t.lower()))
        else:
            out.append((0, 0, t))
    return out


def write_xcstrings(catalog, path):
    """Xcode's String Catalog formatting: two-space indent, `"key" : value`, members in
    code-point order except `strings`, which is in Finder order; non-ASCII raw, `/` raw, no
    final newline. (Written by hand: json.dumps with indent is ten times slower.)"""
    q = lambda s: json.dumps(s, ensure_ascii=False)

    def unit(value, pad):
        return (f'{{\n{pad}  "stringUnit" : {{\n{pad}    "state" : "translated",\n'
                f'{pad}    "value" : {q(value)}\n{pad}  }}\n{pad}}}')

    entries = []
    for key in sorted(catalog.entries, key=collation_key):
        e = catalog.entries[key]
        t = catalog.translations(key)
        locs = []
        for loc in ("ar", "en", "es"):
            v = e["en"] if loc == "en" else t.get(loc)
            if v is None:
                continue
            if e["plural"]:
                forms = ",\n".join(f'              {q(c)} : {unit(s, " " * 14)}' for c, s in sorted(v.items()))
                body = (f'{{\n          "variations" : {{\n            "plural" : {{\n{forms}\n'
                        f'            }}\n          }}\n        }}')
            else:
                body = unit(v, " " * 8)
            locs.append(f'        {q(loc)} : {body}')
        members = []
        if e["comment"]:
            members.append(f'      "comment" : {q(e["comment"])}')
        members.append('      "extractionState" : "manual"')
        members.append('      "localizations" : {\n' + ",\n".join(locs) + '\n      }')
        entries.append(f'    {q(key)} : {{\n' + ",\n".join(members) + '\n    }')
    text = ('{\n  "sourceLanguage" : "en",\n  "strings" : {\n' + ",\n".join(entries) +
            '\n  },\n  "version" : "1.0"\n}')
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


# --------------------------------------------------------------------------------------
# common keys (shared by all screens)
# --------------------------------------------------------------------------------------
class Pools:
    """Catalog keys several screens use, grouped by what they label. Within one screen every
    interactive element gets a different name, as duplicate-labels requires."""

    def __init__(self, cat):
        self.cat = cat
        self.action, self.filter, self.setting, self.field, self.stepper, self.segment = [], [], [], [], [], []
        self.menu, self.link, self.slider = [], [], []
        self.delete_actions = []
        for verb, verbs, _ in VERBS:
            for obj, objs in OBJECTS:
                if verb == obj:
                    continue  # "Move move"
                name = camel(verb, obj)
                k = cat.add(f"common.action.{name}", f"{cap(verb)} {obj}",
                            f"Button or menu title: {verb} the {obj}." if len(cat.entries) % 3 == 0 else None)
                h = cat.add(f"common.hint.{name}", f"{cap(verbs)} this {obj}")
                self.action.append((k, h))
                if verb == "delete":
                    self.delete_actions.append((k, h, f"Delete {obj}"))
        for adj in ADJS:
            for obj, objs in OBJECTS:
                self.filter.append(cat.add(f"common.filter.{camel(adj, objs)}", f"{cap(adj)} {objs}"))
                self.setting.append(cat.add(f"common.setting.{camel('show', adj, objs)}", f"Show {adj} {objs}"))
        cat.add("common.setting.hint", "Shows or hides these items in lists", "Accessibility hint of list settings.")
        for obj, objs in OBJECTS:
            for aspect in ASPECTS:
                label = cat.add(f"common.field.{camel(obj, aspect)}", f"{cap(obj)} {aspect}")
                placeholder = cat.add(f"common.placeholder.{camel(obj, aspect)}", f"Enter the {obj} {aspect}")
                self.field.append((label, placeholder))
            self.stepper.append(cat.add(f"common.stepper.{camel(objs, 'perSession')}", f"{cap(objs)} per session"))
            self.segment.append(cat.add(f"common.segment.{camel(obj, 'view')}", f"{cap(obj)} view"))
            self.menu.append(cat.add(f"common.menu.{camel('sort', objs)}", f"Sort {objs}"))
            self.link.append(cat.add(f"common.link.{camel('learnAbout', objs)}", f"Learn about {objs}"))
            cat.add(f"common.count.{objs}", (f"%lld {obj}", f"%lld {objs}"), f"Number of {objs}.")
            cat.add(f"common.count.{camel('new', objs)}", (f"%lld new {obj}", f"%lld new {objs}"),
                    f"Badge: number of new {objs}.")
            cat.add(f"common.preview.{obj}", f"{cap(obj)} preview")
            cat.add(f"common.symbol.{obj}", f"{cap(obj)} symbol")
            cat.add(f"common.hint.{camel('open', obj, 'details')}", f"Opens the {obj} details")
            for topic, text in MESSAGE_TOPICS.items():
                cat.add(f"common.message.{camel(obj, topic)}", text.format(obj=obj, objs=objs))
        for name in SLIDERS:
            words = re.sub(r"([A-Z])", r" \1", name).lower()
            self.slider.append(cat.add(f"common.slider.{name}", cap(words)))
        for verb, _, verbed in VERBS:
            for i, tpl in enumerate(ROW_TEMPLATES):
                cat.ensure(f"common.row.{camel(verbed, 'summary', str(i + 1)) if i else camel(verbed, 'summary')}",
                           tpl.format(verbed=verbed), "Row accessibility label: item name and detail.")
        self.row_labels = sorted(k for k in cat.entries if k.startswith("common.row."))
        for state, text in [("on", "On"), ("off", "Off"), ("selected", "Selected"), ("notSelected", "Not selected"),
                            ("percent", "%@ percent"), ("progress", "%@ complete")]:
            cat.add(f"common.value.{state}", text)
        cat.add("common.button.close", "Close", "Closes a sheet or full-screen modal.")
        cat.add("common.button.closeHint", "Dismisses this screen")
        cat.add("common.navigation.back", "Back")
        cat.add("common.navigation.backHint", "Returns to the previous screen")
        for area, tab, _ in AREAS:
            cat.add(f"common.tab.{tab}", area)
        self.counts = sorted(k for k in cat.entries if k.startswith("common.count.") and "New" not in k)
        self.new_counts = sorted(k for k in cat.entries if k.startswith("common.count.new"))
        self.messages = sorted(k for k in cat.entries if k.startswith("common.message."))
        self.previews = sorted(k for k in cat.entries if k.startswith("common.preview."))
        self.symbols = sorted(k for k in cat.entries if k.startswith("common.symbol."))


# --------------------------------------------------------------------------------------
# contrast (WCAG 2.x, as handz-lint measures it)
# --------------------------------------------------------------------------------------
def rgb(hexv):
    h = hexv.lstrip("#")
    r, g, b = (int(h[i:i + 2], 16) / 255 for i in (0, 2, 4))
    a = int(h[6:8], 16) / 255 if len(h) == 8 else 1.0
    return r, g, b, a


def luminance(c):
    lin = [ch / 12.92 if ch <= 0.04045 else ((ch + 0.055) / 1.055) ** 2.4 for ch in c[:3]]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


@functools.lru_cache(maxsize=None)
def contrast(fg, bg):
    a, b = luminance(rgb(PALETTE_HEX[fg])), luminance(rgb(PALETTE_HEX[bg]))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


SHOWS_TEXT = {"button", "tab", "chip", "textField", "link", "text", "header", "timer", "badge", "banner", "card",
              "row", "segmentedControl", "menu"}
INTERACTIVE = {"button", "iconButton", "tab", "chip", "toggle", "textField", "slider", "stepper", "picker", "link",
               "menu", "segmentedControl", "node", "connector", "row"}


def check_element(el, screen_bg):
    """The generator's own guard: clean elements must pass the lint's contrast and target rules."""
    fg, bg = el.get("foreground"), el.get("background", screen_bg)
    if fg and not el.get("decorative"):
        ratio = contrast(fg, bg)
        if el["role"] in SHOWS_TEXT:
            assert ratio >= 4.6, (el["id"], fg, bg, ratio)
        if el["role"] in ("iconButton", "icon") or el.get("essential"):
            assert ratio >= 3.1, (el["id"], fg, bg, ratio)
    if el["role"] in INTERACTIVE:
        x, y, w, h = el["frame"]
        slop = el.get("hitSlop", 0)
        assert w + 2 * slop >= 44 and h + 2 * slop >= 44, el


# --------------------------------------------------------------------------------------
# screens
# --------------------------------------------------------------------------------------
class ScreenBuilder:
    """Lays out one screen top to bottom (a scroll view: y goes past 844), block by block.
    Interactive frames never overlap and keep 8 pt apart (list rows tile edge to edge)."""

    GAP = 16

    def __init__(self, rng, cat, pools, sid, route, theme, bg, modal, children, num_elements):
        self.rng, self.cat, self.pools, self.sid = rng, cat, pools, sid
        self.route, self.theme, self.bg, self.modal = route, THEMES[theme], bg, modal
        self.children = list(children)  # routes this screen opens (edges exist for each)
        self.n = num_elements
        self.elements = []
        self.ids = set()
        self.names = set()  # source texts of interactive names on this screen
        self.y = 59

    # helpers ------------------------------------------------------------------------
    def uid(self, base):
        name, i = base, 2
        while name in self.ids:
            name, i = f"{base}{i}", i + 1
        self.ids.add(name)
        return name

    def pick_named(self, pool, text_of=lambda k: k):
        """A pool item whose name is not used yet on this screen."""
        for _ in range(200):
            item = self.rng.choice(pool)
            text = self.cat.source_text(text_of(item)).lower()
            if text not in self.names:
                self.names.add(text)
                return item
        raise RuntimeError("pool exhausted")

    def font(self, style):
        size, weight = FONTS[style]
        f = {"size": size}
        if weight:
            f["weight"] = weight
        f["textStyle"] = style
        return f

    def skey(self, element, en, purpose=None, comment=None):
        key = f"screen.{self.sid}.{element}" + (f".{purpose}" if purpose else "")
        return self.cat.add(key, en, comment)

    def words(self):
        verb, verbs, verbed = self.rng.choice(VERBS)
        obj, objs = self.rng.choice(OBJECTS)
        adj = self.rng.choice(ADJS)
        return dict(verb=verb, verbs=verbs, verbed=verbed, obj=obj, objs=objs, Obj=cap(obj), Objs=cap(objs),
                    adj=adj, Adj=cap(adj), Verb=cap(verb))

    def add(self, el, tags=()):
        el["_tags"] = set(tags)
        self.elements.append(el)
        return el

    def take_child(self):
        return self.children.pop(0) if self.children else None

    # blocks -------------------------------------------------------------------------
    def header(self):
        w = self.words()
        eid = self.uid(camel(w["adj"], w["objs"], "header"))
        style = self.rng.choice(["title3", "headline"])
        self.add(dict(id=eid, role="header", text=self.skey(eid, f"{w['Adj']} {w['objs']}"),
                      frame=[16, self.y, 358, 25 if style == "title3" else 22], foreground=self.theme["text"],
                      font=self.font(style)))
        self.y += 25

    def paragraph(self):
        r = self.rng.random()
        eid = self.uid("note" if r < 0.5 else "caption")
        style = self.rng.choice(["footnote", "subheadline", "body", "callout"])
        color = self.rng.choice([self.theme["text"], self.theme["text2"]])
        if r < 0.22:
            w = self.words()
            text = self.skey(eid, self.rng.choice(SCREEN_TEXTS).format(**w))
        elif r < 0.3:
            w = self.words()
            one, other = self.rng.choice(SCREEN_PLURALS)
            text = self.skey(eid, (one.format(**w), other.format(**w)), "count", comment="Counts items on this screen.")
        else:
            text = self.rng.choice(self.pools.messages)
        h = 36 if style in ("footnote", "subheadline") else 44
        self.add(dict(id=eid, role="text", text=text, frame=[16, self.y, 358, h], foreground=color,
                      font=self.font(style)), tags=("paragraph",))
        self.y += h

    def primary_button(self):
        key, hint = self.pick_named(self.pools.action, lambda a: a[0])
        eid = self.uid(key.split(".")[-1] + "Button")
        if self.rng.random() < 0.25:
            hint = self.skey(eid, f"{self.cat.source_text(hint)} and returns to the list", "hint")
        el = dict(id=eid, role="button", text=key, hint=hint, frame=[16, self.y, 358, 50],
                  foreground=self.theme["buttonFg"], background=self.theme["buttonBg"], font=self.font("headline"))
        child = self.take_child()
        if child:
            el["opens"] = child
        self.add(el, tags=("target", "noOpens") if not child else ("target",))
        self.y += 50

    def secondary_button(self):
        key, _ = self.pick_named(self.pools.action, lambda a: a[0])
        eid = self.uid(key.split(".")[-1] + "Button")
        el = dict(id=eid, role="button", text=key, frame=[16, self.y, 358, 44],
                  foreground=self.theme["accentText"], font=self.font("body"))
        child = self.take_child()
        if child:
            el["opens"] = child
        self.add(el, tags=("target",) if child else ("target", "noOpens"))
        self.y += 44

    def destructive_button(self):
        key, hint, action = self.pick_named(self.pools.delete_actions, lambda a: a[0])
        eid = self.uid(key.split(".")[-1] + "Button")
        self.add(dict(id=eid, role="button", text=key, hint=hint, frame=[16, self.y, 358, 50],
                      foreground=self.theme["dangerFg"], background=self.theme["dangerBg"], font=self.font("headline"),
                      destructive={"action": action, "confirmation": f"{action} action sheet"}),
                 tags=("target", "destructive", "noOpens"))
        self.y += 50

    def icon_row(self):
        count = self.rng.choice([2, 3, 4])
        right = self.rng.random() < 0.5
        slop = self.rng.random() < 0.3
        size = 40 if slop else 44
        step = 60  # frames stay 16 pt apart, touch areas (hitSlop 2) 12 pt
        for i in range(count):
            key, hint = self.pick_named(self.pools.action, lambda a: a[0])
            eid = self.uid(key.split(".")[-1] + "IconButton")
            x = (334 - i * step) if right else (16 + i * step)
            el = dict(id=eid, role="iconButton", label=key, hint=hint, frame=[x, self.y + (2 if slop else 0), size, size],
                      foreground=self.rng.choice([self.theme["icon"], self.theme["accentText"]]))
            if slop:
                el["hitSlop"] = 2
            tags = ["iconButton"]
            if not slop:
                tags.append("target")
            self.add(el, tags=tags)
        if self.rng.random() < 0.4:
            bx = 334 + 26 if right else 16 + 26
            eid = self.uid("countBadge")
            # Wide enough for "%lld nuevos" and the like at caption2 size in every language.
            self.add(dict(id=eid, role="badge", text=self.rng.choice(self.pools.new_counts),
                          frame=[min(bx, 390 - 160), self.y - 4, 160, 18], foreground=self.theme["badgeFg"],
                          background=self.theme["badgeBg"], font=self.font("caption2"), focusable=False))
        self.y += 44

    def chip_row(self):
        # Two per row: three 110 pt chips cannot hold the longer Spanish filter names.
        count = self.rng.choice([2, 2])
        width = 171
        for i in range(count):
            key = self.pick_named(self.pools.filter)
            eid = self.uid(key.split(".")[-1] + "Chip")
            indicators = self.rng.choice([["color", "checkmark", "accessibilityValue"], ["color", "border"],
                                          ["weight", "accessibilityValue"]])
            self.add(dict(id=eid, role="chip", text=key, frame=[16 + i * (width + 13), self.y, width, 44],
                          foreground=self.theme["chipFg"], background=self.theme["chipBg"],
                          font=self.font("subheadline"), states=[{"name": "selected", "indicators": indicators}]),
                     tags=("target", "chip"))
        self.y += 44

    def toggle(self):
        key = self.pick_named(self.pools.setting)
        eid = self.uid(key.split(".")[-1] + "Toggle")
        self.add(dict(id=eid, role="toggle", label=key, hint="common.setting.hint",
                      value=self.rng.choice(["common.value.on", "common.value.off"]), frame=[16, self.y, 358, 44],
                      foreground=self.theme["text"]), tags=("target",))
        self.y += 44

    def text_field(self):
        label, placeholder = self.pick_named(self.pools.field, lambda f: f[0])
        eid = self.uid(label.split(".")[-1] + "Field")
        self.add(dict(id=eid, role="textField", label=label, text=placeholder, frame=[16, self.y, 358, 44],
                      foreground=self.theme["fieldFg"], background=self.theme["fieldBg"], font=self.font("body")),
                 tags=("target",))
        self.y += 44

    def stepper(self):
        key = self.pick_named(self.pools.stepper)
        objs = key.split(".")[-1][:-len("PerSession")]
        eid = self.uid(camel(objs, "stepper"))
        self.add(dict(id=eid, role="stepper", label=key, value=f"common.count.{objs}", frame=[16, self.y, 358, 44],
                      foreground=self.theme["text"]), tags=("target",))
        self.y += 44

    def slider(self):
        key = self.pick_named(self.pools.slider)
        eid = self.uid(key.split(".")[-1] + "Slider")
        self.add(dict(id=eid, role="slider", label=key, value="common.value.percent", frame=[16, self.y, 358, 44],
                      foreground=self.theme["accentText"]), tags=("target",))
        self.y += 44

    def segmented(self):
        key = self.pick_named(self.pools.segment)
        eid = self.uid(key.split(".")[-1] + "Picker")
        self.add(dict(id=eid, role="segmentedControl", label=key, frame=[16, self.y, 358, 44],
                      foreground=self.theme["text"], font=self.font("subheadline"),
                      states=[{"name": "selected", "indicators": ["color", "text", "accessibilityValue"]}]),
                 tags=("target",))
        self.y += 44

    def menu(self):
        key = self.pick_named(self.pools.menu)
        eid = self.uid(key.split(".")[-1] + "Menu")
        self.add(dict(id=eid, role="menu", text=key, frame=[16, self.y, 180, 44], foreground=self.theme["accentText"],
                      font=self.font("body")), tags=("target",))
        self.y += 44

    def link(self):
        key = self.pick_named(self.pools.link)
        eid = self.uid(key.split(".")[-1] + "Link")
        el = dict(id=eid, role="link", text=key, frame=[16, self.y, 240, 44], foreground=self.theme["accentText"],
                  font=self.font("body"))
        child = self.take_child()
        if child:
            el["opens"] = child
        self.add(el, tags=("target",))
        self.y += 44

    def rows(self):
        count = self.rng.choice([3, 4, 5, 6])
        for i in range(count):
            eid = self.uid("itemRow")
            obj = self.rng.choice(OBJECTS)[0]
            el = dict(id=eid, role="row", label=self.rng.choice(self.pools.row_labels),
                      value=self.rng.choice(self.pools.counts), hint=f"common.hint.{camel('open', obj, 'details')}",
                      frame=[0, self.y + i * 56, SCREEN_WIDTH, 56], foreground=self.theme["text"], font=self.font("body"))
            child = self.take_child()
            if child:
                el["opens"] = child
                if self.rng.random() < 0.3:
                    el["gestures"] = [{"kind": "swipe", "action": "Show quick actions", "alternative": child}]
            self.add(el)
        self.y += count * 56

    def image(self):
        eid = self.uid("heroImage" if self.rng.random() < 0.5 else "previewImage")
        h = self.rng.choice([120, 180, 220])
        el = dict(id=eid, role="image", frame=[16, self.y, 358, h])
        if self.rng.random() < 0.5:
            el["decorative"] = True
        else:
            el["label"] = self.rng.choice(self.pools.previews)
        self.add(el)
        self.y += h

    def card(self):
        """A card with a long press, and the icon button that does the same."""
        key, hint = self.pick_named(self.pools.action, lambda a: a[0])
        button_id = self.uid(key.split(".")[-1] + "IconButton")
        card_id = self.uid("summaryCard")
        self.add(dict(id=card_id, role="card", text=self.rng.choice(self.pools.messages), frame=[16, self.y, 358, 96],
                      foreground=self.theme["text"], background=self.theme["cardBg"], font=self.font("body"),
                      gestures=[{"kind": "tap", "action": "Open"},
                                {"kind": self.rng.choice(["longPress", "doubleTap"]),
                                 "action": self.cat.source_text(key), "alternative": button_id}]),
                 tags=("gesture",))
        self.add(dict(id=button_id, role="iconButton", label=key, hint=hint, frame=[318, self.y + 8, 44, 44],
                      foreground=self.theme["icon"], background=self.theme["cardBg"]), tags=("iconButton", "target"))
        self.y += 96

    def banner(self):
        eid = self.uid("infoBanner")
        w = self.words()
        text = self.skey(eid, f"{w['Adj']} {w['objs']} are ready to {w['verb']}.")
        self.add(dict(id=eid, role="banner", text=text, frame=[16, self.y, 358, 60], foreground=self.theme["text"],
                      background=self.theme["bannerBg"], font=self.font("subheadline")))
        self.y += 60

    def symbol(self):
        icon_id = self.uid("statusSymbol")
        self.add(dict(id=icon_id, role="icon", label=self.rng.choice(self.pools.symbols), frame=[16, self.y, 24, 24],
                      foreground=self.theme["accentText"]))
        self.add(dict(id=self.uid("statusText"), role="text", text=self.rng.choice(self.pools.messages),
                      frame=[48, self.y, 326, 72], foreground=self.theme["text2"], font=self.font("footnote")),
                 tags=("paragraph",))
        self.y += 72

    def progress(self):
        self.add(dict(id=self.uid("uploadProgress"), role="progress", label=self.rng.choice(self.pools.previews),
                      value="common.value.progress", frame=[16, self.y, 358, 8], foreground=self.theme["accentText"]))
        self.y += 8

    def divider(self):
        self.add(dict(id=self.uid("divider"), role="divider", frame=[16, self.y, 358, 1], foreground="separator"))
        self.y += 1

    BLOCKS = [  # (method, elements it adds at most, weight)
        ("header", 1, 10), ("paragraph", 1, 16), ("primary_button", 1, 7), ("secondary_button", 1, 5),
        ("destructive_button", 1, 1), ("icon_row", 5, 6), ("chip_row", 3, 5), ("toggle", 1, 6), ("text_field", 1, 4),
        ("stepper", 1, 2), ("slider", 1, 1), ("segmented", 1, 2), ("menu", 1, 2), ("link", 1, 3), ("rows", 6, 6),
        ("image", 1, 4), ("card", 2, 4), ("banner", 1, 1), ("symbol", 2, 3), ("progress", 1, 1), ("divider", 1, 2),
    ]

    def build(self):
        if self.modal:
            self.add(dict(id="closeButton", role="iconButton", label="common.button.close", hint="common.button.closeHint",
                          frame=[330, 12, 44, 44], foreground=self.theme["icon"]))
            self.ids.add("closeButton")
            self.names.add("close")
            self.y = 68
        else:
            self.add(dict(id="backButton", role="button", text="common.navigation.back", hint="common.navigation.backHint",
                          frame=[8, 47, 104, 44], foreground=self.theme["accentText"], font=self.font("body")),
                     tags=("target",))
            self.ids.add("backButton")
            self.names.add("back")
            self.y = 99
        self.y += 8
        while len(self.elements) < self.n:
            left = self.n - len(self.elements)
            blocks = [(m, w) for m, size, w in self.BLOCKS if size <= left]
            total = sum(w for _, w in blocks)
            x = self.rng.uniform(0, total)
            for method, weight in blocks:
                x -= weight
                if x <= 0:
                    break
            before = len(self.elements)
            try:
                getattr(self, method)()
            except RuntimeError:
                continue  # that kind of control ran out of distinct names on this screen
            assert len(self.elements) > before
            self.y += self.GAP
        return self.elements


# --------------------------------------------------------------------------------------
# routes
# --------------------------------------------------------------------------------------
def plan_routes(n, rng):
    """Assigns every screen an area, a route and a presentation; returns the route list and
    the navigation (tabs, edges, entry points) that makes every route reachable."""
    width = max(4, len(str(n)))
    auth = max(2, round(n * 0.02))
    paywall = max(1, round(n * 0.01))
    assert n >= auth + paywall + 1, "--screens is too small (at least 4)"
    rest = n - auth - paywall
    areas = AREAS[:min(len(AREAS), rest)]
    routes = []
    num = 0

    def new(area, presentation, access, owner, tab=None):
        nonlocal num
        num += 1
        r = dict(num=num, id=f"{area}/Screen{num:0{width}d}", screen=f"screen{num:0{width}d}", area=area,
                 presentation=presentation, access=access, owner=owner, tab=tab)
        routes.append(r)
        return r

    auth_routes = [new("Auth", "Push", "SO" if i != 1 else "G", "CH07") for i in range(auth)]
    paywall_routes = [new("Paywall", "Full", "F/P/T", "CH08") for _ in range(paywall)]
    per_area = [rest // len(areas) + (1 if i < rest % len(areas) else 0) for i in range(len(areas))]
    tabs, edges = [], []
    for (area, tab, owner), count in zip(areas, per_area):
        root = new(area, "Tab", "F/P/T", owner, tab)
        stack, pushes = [], [root]
        for _ in range(count - 1):
            x = rng.random()
            if x < 0.80:
                presentation = "Push"
            elif x < 0.93:
                presentation = "Sheet"
            elif x < 0.97 and area != "Settings":
                presentation = "Full"
            else:
                presentation = "AS"
            r = new(area, presentation, "F/P/T", owner, tab)
            parent = rng.choice(pushes[-8:])
            edges.append(dict(from_=parent["id"], to=r["id"], trigger="drill down" if presentation == "Push" else "opens"))
            if presentation == "Push":
                stack.append(r["id"])
                pushes.append(r)
                if rng.random() < 0.05:
                    r["requires"] = "pro"
                    r["gate"] = dict(when="Free user opens it", intercept=rng.choice(paywall_routes)["id"],
                                     returnsTo=root["id"])
            elif presentation == "Sheet" and rng.random() < 0.1:
                r["unsavedChanges"] = True
        tabs.append(dict(id=tab, title=f"common.tab.{tab}", root=root["id"], stack=stack))
    roots = [t["root"] for t in tabs]
    for i, p in enumerate(paywall_routes):
        edges.append(dict(from_=roots[i % len(roots)], to=p["id"], trigger="upgrade"))
    for a in auth_routes[2:]:
        edges.append(dict(from_=auth_routes[0]["id"], to=a["id"], trigger="welcome gate"))
    entry = {"SO": [auth_routes[0]["id"]], "G": [auth_routes[1]["id"]], "F": [roots[0]], "P": [roots[0]], "T": [roots[0]]}
    pushes = [r for r in routes if r["presentation"] == "Push" and r["area"] not in ("Auth",)]
    links = []
    for r in rng.sample(pushes, min(5, len(pushes))):
        root = next(t["root"] for t in tabs if t["id"] == r["tab"])
        links.append(dict(pattern=f"https://handz.example/{r['tab']}/{r['screen']}", target=r["id"],
                          returns={"signedIn": root, "signedOut": auth_routes[0]["id"]}))
    links.sort(key=lambda link: link["pattern"])
    return routes, tabs, edges, entry, links


# --------------------------------------------------------------------------------------
# YAML writers (small and explicit: the files must look hand-written)
# --------------------------------------------------------------------------------------
PLAIN_RE = re.compile(r"[A-Za-z][A-Za-z0-9_./-]*")


def yq(s):
    """A YAML scalar: plain when safe, double-quoted (JSON escapes) otherwise."""
    if isinstance(s, bool):
        return "true" if s else "false"
    if isinstance(s, (int, float)):
        return str(s)
    if PLAIN_RE.fullmatch(s) and s.lower() not in ("true", "false", "yes", "no", "null", "on", "off"):
        return s
    return json.dumps(s, ensure_ascii=False)


def flow_map(d):
    return "{ " + ", ".join(f"{k}: {flow_value(v)}" for k, v in d.items()) + " }"


def flow_value(v):
    if isinstance(v, dict):
        return flow_map(v)
    if isinstance(v, list):
        return "[" + ", ".join(flow_value(x) for x in v) + "]"
    return yq(v)


FIELD_ORDER = ["id", "role", "text", "label", "hint", "value", "frame", "hitSlop", "foreground", "background", "font",
               "decorative", "focusable", "states", "gestures", "destructive", "opens"]


def screen_yaml(s):
    out = [f"# Generated by Scripts/bench/gen_specs.py (seed {s['seed']}); {s['area']} area.",
           "kind: screen", f"id: {s['id']}"]
    if s.get("type"):
        out.append(f"type: {s['type']}")
    out += [f"route: {s['route']}", f"title: {s['title']}", f"background: {s['background']}"]
    if s.get("closeElement"):
        out += [f"closeElement: {s['closeElement']}", "initialFocus: title"]
    out.append("elements:")
    for el in s["elements"]:
        first = True
        for field in FIELD_ORDER:
            if field not in el:
                continue
            v = el[field]
            if field == "frame":
                text = "[" + ", ".join(str(int(x)) if float(x).is_integer() else str(x) for x in v) + "]"
            elif field == "gestures":
                out.append("    gestures:")
                out += [f"      - {flow_map(g)}" for g in v]
                continue
            elif field == "states":
                text = "[" + ", ".join(flow_map(x) for x in v) + "]"
            elif isinstance(v, dict):
                text = flow_map(v)
            else:
                text = yq(v)
            out.append(("  - " if first else "    ") + f"{field}: {text}")
            first = False
    return "\n".join(out) + "\n"


def routes_yaml(routes, tabs, edges, entry, links, seed):
    out = [f"# Generated by Scripts/bench/gen_specs.py (seed {seed}): one route per screen.",
           "kind: routes", "app: Handz Bench", "source: generated", "",
           "states:", "  - { code: A, name: Signed Out }", "  - { code: B, name: Guest }", "  - { code: C, name: Signed In }",
           "", "access:",
           "  - { code: SO, name: Signed Out, state: A }", "  - { code: G, name: Guest, state: B }",
           "  - { code: F, name: Signed In (Free entitlement), state: C }",
           "  - { code: P, name: Signed In (Pro entitlement), state: C }",
           "  - { code: T, name: Trial, state: C }",
           "", "presentations:",
           "  - { id: Tab, name: tab root }", "  - { id: Push, name: standard stack navigation }",
           "  - { id: Sheet, name: page sheet, modal: true }", "  - { id: Full, name: full-screen modal, modal: true }",
           "  - { id: AS, name: action sheet, modal: true }", "", "tabs:"]
    for t in tabs:
        out += [f"  - id: {t['id']}", f"    title: {t['title']}", f"    root: {t['root']}", "    access: F/P/T"]
        if t["stack"]:
            out.append("    stack:")
            out += [f"      - {r}" for r in t["stack"]]
    out += ["", "routes:"]
    for r in routes:
        purpose = f"Screen {r['num']} of the {r['area']} area."
        out += [f"  - id: {r['id']}", f"    purpose: {yq(purpose)}", f"    presentation: {r['presentation']}",
                f"    access: {r['access']}", f"    owner: {r['owner']}", f"    screen: {r['screen']}"]
        if r.get("requires"):
            g = r["gate"]
            out += [f"    requires: {r['requires']}",
                    f"    gate: {{ when: {yq(g['when'])}, intercept: {g['intercept']}, returnsTo: {g['returnsTo']} }}"]
        if r.get("unsavedChanges"):
            out.append('    unsavedChanges: { edits: true, confirmation: "Discard changes action sheet" }')
    out += ["", "edges:" if edges else "edges: []"]
    out += [f"  - {{ from: {e['from_']}, to: {e['to']}, trigger: {yq(e['trigger'])} }}" for e in edges]
    out += ["", "entryPoints:"]
    out += [f"  {code}: [{', '.join(ids)}]" for code, ids in entry.items()]
    out += ["", "deepLinks:" if links else "deepLinks: []"]
    for link in links:
        out += [f"  - pattern: {yq(link['pattern'])}", "    kind: universal", f"    target: {link['target']}",
                f"    returns: {flow_map(link['returns'])}"]
    return "\n".join(out) + "\n"


def palette_yaml():
    out = ["# Generated by Scripts/bench/gen_specs.py.", "kind: palette", "colors:"]
    out += [f'  {(name + ": " + chr(34) + hexv + chr(34)).ljust(30)}# {note}' for name, hexv, note in PALETTE]
    return "\n".join(out) + "\n"


def rules_yaml(policy_sheets):
    return "\n".join([
        "# Rules for the generated benchmark app (Scripts/bench/gen_specs.py).",
        "# Schema: Specs/schema/rules.schema.json.",
        "version: 1",
        "app: Handz Bench",
        "specs:",
        "  - ../Specs",
        "strings:",
        "  - ../Strings/Localizable.xcstrings",
        "",
        "catalog:",
        "  targetLocales: [es, ar]",
        "  shippedLocales: [es, ar]",
        "  keyPatterns:",
        '    - "screen.{screenId}.{element}[.{purpose}]"',
        '    - "common.{component}.{element}"',
        "  pluralNouns: [" + ", ".join(o for o, _ in OBJECTS) + "]",
        "  maximumExpansion: 1.5",
        "",
        "screens:",
        "  minimumTarget: 44",
        "  blockerTarget: 24",
        "  minimumSpacing: 8",
        "  textContrast: 4.5",
        "  largeTextContrast: 3",
        "  nonTextContrast: 3",
        "  largeTextSize: 18",
        "  largeBoldTextSize: 14",
        "",
        "routes:",
        '  idPattern: "^[A-Z][A-Za-z0-9]*/[A-Z][A-Za-z0-9]*$"',
        '  idDescription: "Area/Screen (UpperCamelCase segments, no spaces)"',
        "  signedOutAccess: [SO, G]",
        "  signedOutConditions: [signedOut]",
        "",
        "policy:",
        '  - name: "Paywalls open as full-screen modals"',
        "    prefixes: [Paywall/]",
        "    presentation: [Full]",
        '    reference: "CH04 §3.3"',
        '  - name: "Settings never take over the screen"',
        "    prefixes: [Settings/]",
        "    forbid: [Full]",
        '    reference: "CH04 §5.1"',
    ] + ([
        '  - name: "Pickers are sheets"',
        "    routes: [" + ", ".join(policy_sheets) + "]",
        "    presentation: [Sheet]",
        '    reference: "CH04 §5.1"',
    ] if policy_sheets else [])) + "\n"


# --------------------------------------------------------------------------------------
# defects
# --------------------------------------------------------------------------------------
# (defect type, the rule that must report it, its severity). Each lands on its own element or key
# and yields exactly one finding.
DEFECT_TYPES = [
    ("unlabeled-icon-button", "missing-label", "P0"),
    ("small-target", "tap-target-size", "P1"),
    ("low-contrast-text", "text-contrast", "P2"),
    ("hardcoded-text", "hardcoded-text", "P1"),
    ("unknown-key", "unknown-key", "P0"),
    ("unregistered-route", "unregistered-route", "P0"),
    ("icon-button-without-hint", "icon-button-hint", "P1"),
    ("color-only-state", "color-only-state", "P1"),
    ("gesture-without-alternative", "gesture-alternative", "P0"),
    ("fixed-font-size", "fixed-font-size", "P1"),
    ("unconfirmed-destructive-action", "destructive-confirmation", "P1"),
    ("missing-translation", "missing-translation", "P1"),
    ("placeholder-type-changed", "placeholder-mismatch", "P0"),
    ("missing-plural-category", "plural-category-missing", "P1"),
    ("long-translation", "translation-too-long", "P2"),
]
HARDCODED = ["Tap here to get started", "Your changes were saved", "Something went wrong, please retry",
             "Welcome back to your library", "Practice makes progress"]


def inject(n, screens, cat, seed):
    r = random.Random(seed * 7919 + 17)
    used_elements, used_keys, defects = set(), set(), []

    def candidates(pred):
        return [(s, el) for s in screens for el in s["elements"]
                if (s["id"], el["id"]) not in used_elements and pred(s, el)]

    cands = {
        "unlabeled-icon-button": lambda s, el: "iconButton" in el["_tags"],
        # Text would no longer fit a shrunk frame (a second finding, text-fits-frame): shrink icons only.
        "small-target": lambda s, el: "target" in el["_tags"] and not el.get("text"),
        "low-contrast-text": lambda s, el: "paragraph" in el["_tags"] and not el["font"].get("weight"),
        "hardcoded-text": lambda s, el: "paragraph" in el["_tags"],
        "unknown-key": lambda s, el: "paragraph" in el["_tags"],
        "unregistered-route": lambda s, el: "noOpens" in el["_tags"],
        "icon-button-without-hint": lambda s, el: "iconButton" in el["_tags"],
        "color-only-state": lambda s, el: "chip" in el["_tags"],
        "gesture-without-alternative": lambda s, el: "gesture" in el["_tags"],
        "fixed-font-size": lambda s, el: "paragraph" in el["_tags"],
        "unconfirmed-destructive-action": lambda s, el: "destructive" in el["_tags"],
    }
    pools = {name: None for name in cands}
    for i in range(n):
        dtype, rule, severity = DEFECT_TYPES[i % len(DEFECT_TYPES)]
        d = {"id": f"D{i + 1:03d}", "type": dtype, "ruleId": rule, "severity": severity}
        if dtype in cands:
            if pools[dtype] is None:
                pools[dtype] = candidates(cands[dtype])
            pool = [(s, el) for s, el in pools[dtype] if (s["id"], el["id"]) not in used_elements]
            if not pool:
                raise SystemExit(f"cannot place defect {dtype}: no candidate left (more screens or fewer defects)")
            s, el = r.choice(pool)
            used_elements.add((s["id"], el["id"]))
            d.update(file=s["file"], scope=s["id"], element=el["id"], locale=None)
            detail = {}
            if dtype == "unlabeled-icon-button":
                detail["removedLabel"] = el.pop("label")
            elif dtype == "small-target":
                detail["frameBefore"] = list(el["frame"])
                el["frame"] = [el["frame"][0], el["frame"][1], 30, 30]
            elif dtype == "low-contrast-text":
                el["foreground"], el["background"] = "inkMuted", "paper"
                detail["ratio"] = round(contrast("inkMuted", "paper"), 2)
            elif dtype == "hardcoded-text":
                detail["keyBefore"] = el["text"]
                el["text"] = r.choice(HARDCODED)
            elif dtype == "unknown-key":
                el["text"] = f"screen.{s['id']}.{el['id']}.removed"
                assert el["text"] not in cat.entries
            elif dtype == "unregistered-route":
                el["opens"] = f"{s['area']}/Removed{s['num']}"
                d["element"] = el["opens"]
                d["elementId"] = el["id"]
            elif dtype == "icon-button-without-hint":
                detail["removedHint"] = el.pop("hint")
            elif dtype == "color-only-state":
                el["states"] = [{"name": "selected", "indicators": ["color"]}]
            elif dtype == "gesture-without-alternative":
                g = next(g for g in el["gestures"] if g["kind"] != "tap")
                detail["removedAlternative"] = g.pop("alternative")
            elif dtype == "fixed-font-size":
                el["font"] = {"size": el["font"]["size"], "fixed": True}
            elif dtype == "unconfirmed-destructive-action":
                detail["removedConfirmation"] = el["destructive"].pop("confirmation")
            d["detail"] = detail
        else:
            keys = sorted(cat.entries)
            # text-fits-frame measures the keys sized text elements show (not their length).
            measured = {el["text"] for sc in screens for el in sc["elements"] if el.get("frame") and el.get("font") and el.get("text")}
            for _ in range(100000):
                key = r.choice(keys)
                e = cat.entries[key]
                if key in used_keys:
                    continue
                src = cat.source_text(key)
                if dtype == "missing-translation":
                    ok = True
                elif dtype == "placeholder-type-changed":
                    ok = not e["plural"] and src.count("%") == 1 and "%@" in src
                elif dtype == "missing-plural-category":
                    ok = e["plural"]
                else:
                    ok = not e["plural"] and "%" not in src and len(src) >= 15 and key not in measured
                if ok:
                    break
            else:
                raise SystemExit(f"cannot place defect {dtype}")
            used_keys.add(key)
            t = cat.translations(key)
            d.update(file="Strings/Localizable.xcstrings", scope=key, element=None)
            if dtype == "missing-translation":
                loc = r.choice(["es", "ar"])
                d["detail"] = {"removed": t.pop(loc)}
            elif dtype == "placeholder-type-changed":
                loc = r.choice(["es", "ar"])
                before = t[loc]
                t[loc] = before.replace("%@", "%lld", 1)
                d["detail"] = {"before": before, "after": t[loc]}
            elif dtype == "missing-plural-category":
                loc = "ar"
                d["element"] = "plural"
                d["detail"] = {"category": "few", "removed": t["ar"].pop("few")}
            else:
                loc = "es"
                before = t["es"]
                extra = Translator(seed, "es").text("and then some more words about it")
                after = before.rstrip(".") + " " + extra
                while effective_length(after) <= 2 * effective_length(src):
                    after += " " + extra
                t["es"] = after
                d["detail"] = {"source": src, "before": before, "after": after,
                               "ratio": round(effective_length(after) / effective_length(src), 2)}
            d["locale"] = loc
        defects.append(d)
    return defects


# --------------------------------------------------------------------------------------
# main
# --------------------------------------------------------------------------------------
def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--screens", type=int, default=2000)
    ap.add_argument("--elements", type=int, default=100, help="elements per screen (at least 10)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--defects", type=int, default=50,
                    help="defects to inject, spread round-robin over %d kinds (0: a clean set)" % len(DEFECT_TYPES))
    args = ap.parse_args(argv)
    if args.elements < 10:
        ap.error("--elements must be at least 10")
    if args.screens < 4:
        ap.error("--screens must be at least 4")

    rng = random.Random(args.seed)
    cat = Catalog(args.seed)
    pools = Pools(cat)
    common_keys = len(cat.entries)
    routes, tabs, edges, entry, links = plan_routes(args.screens, rng)
    children = {}
    for e in edges:
        children.setdefault(e["from_"], []).append(e["to"])

    screens = []
    for r in routes:
        srng = random.Random(f"{args.seed}|{r['screen']}")
        bg_names = [b for b in BACKGROUNDS if not (r["area"] == "Settings" and b[1] == "dark")]
        x = srng.uniform(0, sum(w for _, _, w in bg_names))
        for bg, theme, w in bg_names:
            x -= w
            if x <= 0:
                break
        modal = r["presentation"] in ("Sheet", "Full", "AS")
        w = ScreenBuilder(srng, cat, pools, r["screen"], r["id"], theme, bg, modal, children.get(r["id"], []),
                          args.elements)
        adj, (obj, objs) = srng.choice(ADJS), srng.choice(OBJECTS)
        title = cat.add(f"screen.{r['screen']}.title", f"{cap(adj)} {objs}", "Navigation title.")
        elements = w.build()
        s = dict(id=r["screen"], route=r["id"], title=title, background=bg, area=r["area"], num=r["num"],
                 seed=args.seed, elements=elements, file=f"Specs/screens/screen-{r['screen'][6:]}.yml")
        if modal:
            s["type"] = "sheet" if r["presentation"] in ("Sheet", "AS") else "modal"
            s["closeElement"] = "closeButton"
        for el in elements:
            check_element(el, bg)
        screens.append(s)

    defects = inject(args.defects, screens, cat, args.seed)

    # write ------------------------------------------------------------------------------
    out = args.out
    for sub in ("Specs", "Strings", "Rules"):
        shutil.rmtree(os.path.join(out, sub), ignore_errors=True)
    os.makedirs(os.path.join(out, "Specs", "screens"), exist_ok=True)
    os.makedirs(os.path.join(out, "Strings"), exist_ok=True)
    os.makedirs(os.path.join(out, "Rules"), exist_ok=True)
    for s in screens:
        for el in s["elements"]:
            el.pop("_tags", None)
        with open(os.path.join(out, s["file"]), "w", encoding="utf-8") as f:
            f.write(screen_yaml(s))
    with open(os.path.join(out, "Specs", "palette.yml"), "w", encoding="utf-8") as f:
        f.write(palette_yaml())
    with open(os.path.join(out, "Specs", "routes.yml"), "w", encoding="utf-8") as f:
        f.write(routes_yaml(routes, tabs, edges, entry, links, args.seed))
    sheets = [r["id"] for r in routes if r["presentation"] == "Sheet"][:3]
    with open(os.path.join(out, "Rules", "bench.yml"), "w", encoding="utf-8") as f:
        f.write(rules_yaml(sheets))
    catalog_path = os.path.join(out, "Strings", "Localizable.xcstrings")
    write_xcstrings(cat, catalog_path)

    files = [os.path.join(out, s["file"]) for s in screens] + [
        os.path.join(out, "Specs", "palette.yml"), os.path.join(out, "Specs", "routes.yml"), catalog_path,
        os.path.join(out, "Rules", "bench.yml")]
    spec_bytes = sum(os.path.getsize(p) for p in files if "/Specs/" in p)
    with open(__file__, "rb") as f:
        generator_digest = hashlib.sha256(f.read()).hexdigest()[:16]
    elements = sum(len(s["elements"]) for s in screens)
    by_type = {}
    for d in defects:
        by_type[d["type"]] = by_type.get(d["type"], 0) + 1
    manifest = {
        "generator": "Scripts/bench/gen_specs.py",
        "generatorVersion": GENERATOR_VERSION,
        "generatorDigest": generator_digest,
        "params": {"screens": args.screens, "elements": args.elements, "seed": args.seed, "defects": args.defects},
        "config": "Rules/bench.yml",
        "stats": {
            "specFiles": len(screens) + 2,
            "specBytes": spec_bytes,
            "catalogBytes": os.path.getsize(catalog_path),
            "screens": len(screens),
            "elements": elements,
            "interactiveElements": sum(1 for s in screens for el in s["elements"] if el["role"] in INTERACTIVE),
            "routes": len(routes),
            "tabs": len(tabs),
            "edges": len(edges),
            "deepLinks": len(links),
            "keys": len(cat.entries),
            "commonKeys": common_keys,
            "screenKeys": len(cat.entries) - common_keys,
            "pluralKeys": sum(1 for e in cat.entries.values() if e["plural"]),
            "locales": ["en", "es", "ar"],
        },
        "defectsByType": by_type,
        "defects": defects,
    }
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as f:
        json.dump(manifest, f, indent=2, ensure_ascii=False, sort_keys=True)
        f.write("\n")
    st = manifest["stats"]
    print(f"wrote {st['screens']} screens x {args.elements} elements ({st['elements']} elements, "
          f"{st['specBytes'] / 1e6:.1f} MB of specs), {st['routes']} routes, {st['keys']} keys "
          f"({st['catalogBytes'] / 1e6:.1f} MB catalog), {len(defects)} defects -> {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
