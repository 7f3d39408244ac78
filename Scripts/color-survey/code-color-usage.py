#!/usr/bin/env python3
"""How the Swift code of each app names its colors: the survey behind the design of the
contrast checks on code (issue 20). Line-based regular expressions, so the figures are
approximate (a pattern in a comment counts; a call split over lines may not).

    swift build --product AssetColorSurvey
    Scripts/color-survey/code-color-usage.py /work/scratch/apps/*

Per app: asset colors (read by AssetColorSurvey), then how code reaches them and other colors:
  strings    Color("…") / UIColor(named: "…") / NSColor(named: "…"), and how many name an asset
  symbols    Color(.x), UIColor(resource: .x), .foregroundStyle(.x)… where x is the asset's
             generated symbol (Xcode 15: lowerCamelCase, a trailing "Color" dropped)
  enumRaw    enum cases whose String raw value is an asset name (case tint = "ENA Tint Color"),
             and the places code names such a case (.enaColor(for: .tint), Color(.nhsBlue))
  staticStr  static members whose declaration names an asset in a string
  swiftUI    SwiftUI system colors in modifiers: .foregroundStyle(.secondary), .background(Color.blue)
  uiKitSys   UIKit system colors: UIColor.secondaryLabel, textColor = .systemBlue
  colorSys   Color(.systemBlue), Color(uiColor: .label), Color(UIColor.secondaryLabel)
  literals   Color(red:/white:/hue:) and UIColor(red:/white:/hue:/displayP3Red:)
  hex        Color(hex:) / UIColor(hex:) / (rgb:) initializers apps define, UIColor("#…")
  opacity    .opacity( and withAlphaComponent(
  extMembers static color members apps declare in extension Color / UIColor / NSColor /
             ShapeStyle, and the places code names one (.brandMuted)
"""
import collections, os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SURVEY = os.path.join(ROOT, '.build', 'debug', 'AssetColorSurvey')
SYSTEM = ('label|secondaryLabel|tertiaryLabel|quaternaryLabel|placeholderText|separator|opaqueSeparator|link|'
          'systemFill|secondarySystemFill|tertiarySystemFill|quaternarySystemFill|system[A-Z][A-Za-z0-9]*|'
          'secondarySystem[A-Za-z]*|tertiarySystem[A-Za-z]*|tintColor|lightText|darkText')
SWIFTUI = ('primary|secondary|tertiary|quaternary|red|orange|yellow|green|mint|teal|cyan|blue|indigo|purple|pink|brown|'
           'gray|white|black|clear|accentColor')
PATTERNS = {
    'swiftUI': rf'\.(?:foregroundColor|foregroundStyle|background|tint|fill|stroke|listRowBackground|accentColor)\(\s*(?:Color)?\.(?:{SWIFTUI})\b',
    'uiKitSys': rf'UIColor\.(?:{SYSTEM})\b|(?:textColor|tintColor|backgroundColor)\s*=\s*\.(?:{SYSTEM})\b',
    'colorSys': rf'\bColor\((?:uiColor:\s*)?(?:UIColor)?\.(?:{SYSTEM})\b',
    'literals': r'\b(?:Color|UIColor|NSColor)\((?:red|white|hue|displayP3Red|srgbRed):',
    'hex': r'\b(?:Color|UIColor|NSColor)\((?:hex|hexString|rgb|rgbHex|rgba|argb):|\b(?:Color|UIColor)\("#',
    'opacity': r'\.opacity\(|withAlphaComponent\(',
}
EXTENSION = re.compile(r'^\s*(?:@\w+\s+)*(?:public |internal |private |fileprivate )?extension\s+(?:SwiftUI\.)?(?:Color|UIColor|NSColor|ShapeStyle)\b[^{]*\{')
MEMBER = re.compile(r'^\s*(?:@\w+\s+)*(?:(?:public|internal|open|private|fileprivate|@objc|nonisolated)\s+)*(?:static|class)\s+(?:let|var)\s+([A-Za-z_]\w*)\s*(?::\s*(?:Color|UIColor|NSColor|some ShapeStyle)\b)?')


def asset_names(app):
    output = subprocess.run([SURVEY, '--list', app], capture_output=True, text=True).stdout
    names = set()
    for line in output.splitlines():
        match = re.match(r'^  ([^ ].*?): (?:#|-)', line)
        if match: names.add(match.group(1))
    return names


def symbol(name):
    words = re.findall(r'[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+', name.split('/')[-1])
    if len(words) > 1 and words[-1].lower() == 'color': words = words[:-1]
    if not words: return None
    return words[0].lower() + ''.join(w[:1].upper() + (w[1:].lower() if w.isupper() else w[1:]) for w in words[1:])


def swift_files(app):
    for folder, subfolders, files in os.walk(app):
        subfolders[:] = sorted(f for f in subfolders if not f.startswith('.') and f not in ('Pods', 'Carthage'))
        for file in files:
            if file.endswith('.swift'): yield os.path.join(folder, file)


def extension_members(texts):
    members = set()
    for text in texts:
        depth, inside = 0, False
        for line in text.split('\n'):
            if not inside:
                if EXTENSION.match(line):
                    inside, depth = True, line.count('{') - line.count('}')
                continue
            match = MEMBER.match(line) if depth == 1 else None
            if match and match.group(1) not in ('bundle', 'shared', 'allCases'): members.add(match.group(1))
            depth += line.count('{') - line.count('}')
            inside = depth > 0
    return members


def survey(app):
    texts = [open(f, encoding='utf-8', errors='replace').read() for f in swift_files(app)]
    lines = [line for text in texts for line in text.split('\n')]
    assets = asset_names(app)
    row = {'assets': len(assets)}
    strings = [m for line in lines for m in re.findall(r'\b(?:Color|UIColor|NSColor)\((?:named:\s*)?"([^"]+)"', line)]
    row['strings'] = f"{len(strings)} ({sum(s in assets for s in strings)} name an asset)"
    symbols = {symbol(a) for a in assets} - {None} - set(SWIFTUI.split('|'))
    symbol_re = re.compile(r'(?:\bColor\(\.|UIColor\(resource:\s*\.|NSColor\(resource:\s*\.|ColorResource\.|'
                           r'\b(?:foregroundStyle|foregroundColor|background|tint|fill|stroke)\(\.)(' + '|'.join(map(re.escape, sorted(symbols))) + r')\b') if symbols else None
    row['symbols'] = sum(len(symbol_re.findall(line)) for line in lines) if symbol_re else 0
    cases = {m.group(1) for line in lines for m in re.finditer(r'case\s+(\w+)\s*=\s*"([^"]+)"', line) if m.group(2) in assets}
    case_uses = re.compile(r'(?<![\w.])\.(' + '|'.join(map(re.escape, sorted(cases))) + r')\b(?!\s*=)') if cases else None
    row['enumRaw'] = f"{len(cases)} ({sum(len(case_uses.findall(line)) for line in lines) if case_uses else 0} uses)"
    row['staticStr'] = sum(1 for line in lines for m in re.finditer(r'static\s+(?:let|var)\s+\w+.*?"([^"]+)"', line) if m.group(1) in assets)
    for name, pattern in PATTERNS.items():
        row[name] = sum(1 for line in lines if re.search(pattern, line))
    members = extension_members(texts)
    uses = re.compile(r'\.(' + '|'.join(map(re.escape, sorted(members))) + r')\b(?!\s*[:(])') if members else None
    row['extMembers'] = f"{len(members)} ({sum(len(uses.findall(line)) for line in lines) if uses else 0} uses)"
    return row


def main():
    if not os.path.exists(SURVEY): sys.exit('build it first: swift build --product AssetColorSurvey')
    apps = [a.rstrip('/') for a in sys.argv[1:] if os.path.isdir(a)]
    columns = ['assets', 'strings', 'symbols', 'enumRaw', 'staticStr', 'swiftUI', 'uiKitSys', 'colorSys', 'literals', 'hex',
               'opacity', 'extMembers']
    print('| app | ' + ' | '.join(columns) + ' |')
    print('|' + ' --- |' * (len(columns) + 1))
    for app in apps:
        row = survey(app)
        print(f'| {os.path.basename(app)} | ' + ' | '.join(str(row[c]) for c in columns) + ' |')


main()
