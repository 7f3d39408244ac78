#!/usr/bin/env python3
# Re-applies verdicts read by hand (docs/precision.md, "Localizer checks (issue 21)") to catalog validate JSON reports.
# Usage: Scripts/precision/localizer-judge.py REPORT_DIR [RULE,RULE…] > judgements.tsv
# REPORT_DIR holds CATALOG-ID.json, one `handz-lint catalog validate PATH --format json` report per catalog.
# Key: (rule, catalog, locale, key-prefix) -> (verdict, reason); the first match wins; locale '*' matches any;
# verdict '?' entries are skipped (they document a split by locale). Unmatched findings print UNJUDGED on stderr.
import glob, json, os, sys

V = [
# url-changed
('url-changed','HomeAssistant','*','settings_details.notifications.sounds',
 'TRUE','~/Library/Sounds translated or broken (it, nb, sl, sv, zh-Hans "〜/ Library / Sounds")'),
('url-changed','deltachat','uk','stats_msg_body','TRUE','host written in Cyrillic (delta.чат)'),
('url-changed','deltachat','*','stats_msg_body','TRUE','the sentence with the link was dropped'),
# markup-mismatch
('markup-mismatch','HomeAssistant','*','connection.error.failed_connect',
 'TRUE','"[Nabu Casa] (url)" / full-width brackets: the link shows as raw text'),
('markup-mismatch','HomeAssistant','tr','component::improv_ble','TRUE','"[kurulum talimatlarını]( ) … {url})": link broken'),
('markup-mismatch','HomeAssistant','zh-Hans','component::improv_ble','TRUE','"【设置说明】({url})": full-width brackets, raw text'),
('markup-mismatch','HomeAssistant','*','settings.connection_section.cloudhook','TRUE','")" moved: "(HTTP) %li)" unbalanced'),
('markup-mismatch','boring.notch','*','Two-finger','TRUE','space before closing "**": asterisks shown'),
('markup-mismatch','iina','pl','3aN-Hg-GkT','TRUE','link target iina.io changed to GitHub'),
('markup-mismatch','iina','vi','BIz-NQ-0qD','TRUE','closing </a> lost'),
('markup-mismatch','iina','ca','expand.w','TRUE','")" missing'),
# number-changed
('number-changed','HomeAssistant','*','NSLocationWhenInUseUsageDescription',
 'TRUE','outdated translation: the numbered points 1–3 are missing'),
('number-changed','HomeAssistant','fi','gestures.3_fingers','TRUE','"3 fingers" dropped: another gesture'),
('number-changed','HomeAssistant','uk','extensions.notification_content',
 'FALSE','"non-200 status code" paraphrased as "error status code"'),
('number-changed','HomeAssistant','uk','watch.labels.complication_text_areas.row3','TRUE','"Row 3" written as "Row 1"'),
('number-changed','HomeAssistant','*','settings_details.notifications.badge_section',
 'FALSE','"reset the badge to 0" said as "reset the badge"'),
('number-changed','MonitorControl','hu','YHZ-VL-QJ3','FALSE','"0 brightness" said as "the minimum"'),
('number-changed','NotchDrop','zh-Hans','888888','TRUE','888888 written 88888'),
('number-changed','Pearcleaner','vi','Orphaned','FALSE','"not 100% accurate" said as "not completely accurate"'),
('number-changed','Swiftfin','ar','criticRatingDescription','TRUE','scale 1–100 written 1–10'),
('number-changed','Swiftfin','zh-Hans','communityRatingDescription','TRUE','scale 1–10 written 1–100'),
('number-changed','alt-tab','*','Your Pro trial','FALSE','Arabic and Hebrew say "2 days" with a dual noun'),
('number-changed','corpus-Rectangle','lt','xNi-9K-fnJ','TRUE','step number "2." dropped'),
('number-changed','corpus-Rectangle','*','01Z-t3-cBm','FALSE','fractions said in words (半分, трети или половины)'),
('number-changed','deltachat','*','mute_for_seven_days','FALSE','"7 days" said as "a week" (ar) / inflected "seitsmeks" (et)'),
('number-changed','deltachat','et','autodel_after','TRUE','"After 1 hour/day/week/year" translated as "after 5 …"'),
('number-changed','deltachat','he','share_location_for_two_hours','FALSE','Hebrew dual "שעתיים"'),
('number-changed','deltachat','ja','mute_for_one_day','FALSE','"1 day" said as "24 hours"'),
('number-changed','iina','*','NSHumanReadableCopyright','TRUE','translations drop "Copyright © 2017-2024 Collider LI"'),
('number-changed','iina','uk','0eK-kv-btH','FALSE','"0.5x" written "50 %"'),
('number-changed','iina','uk','Goh-X4-4f1','FALSE','"1.5x" written "150 %"'),
('number-changed','iina','uk','MR7-Ac-SAO','FALSE','"1x" written "100 %"'),
('number-changed','iina','uk','dUG-QD-CXL','FALSE','"2x" written "200 %"'),
('number-changed','iina','lv','HsE-LN-Nd6','FALSE','"0.5x" said as "2x slower"'),
('number-changed','iina','*','',
 'TRUE','another value (0.5s→0,1s, 0.5x→0.9, 153600→75000, 36000→100, 2x→1x, 0.25x→"0, 25x") or the amount dropped'
    ' (Volume ± 5%, e.g. 4/3)'),
('number-changed','kiwix','br','settings.about.button.license','TRUE','GPL v3 written v2.0'),
('number-changed','simplenote','ar','2 Minutes','FALSE','Arabic dual "دقيقتان"'),
('number-changed','simplenote','sv','Choose a 4 digit','FALSE','"fyrsiffrig" (four-digit) compound'),
# sentence-dropped
('sentence-dropped','HomeAssistant','*','NSLocationWhenInUseUsageDescription',
 'TRUE','outdated translation: four of five sentences missing'),
('sentence-dropped','HomeAssistant','*','settings.connection_section.ssid_permission','?',''),
('sentence-dropped','HomeAssistant','sv','settings.connection_section.ssid_permission','TRUE','"Tap here to change your settings" dropped'),
('sentence-dropped','HomeAssistant','zh-Hans','settings.connection_section.ssid_permission','FALSE','joined with "，"'),
('sentence-dropped','HomeAssistant','cs','nfc.list.description','TRUE','outdated: the notification sentence is missing'),
('sentence-dropped','HomeAssistant','*','notifications_configurator','FALSE','joined with "，"'),
('sentence-dropped','HomeAssistant','*','watch.configurator','FALSE','joined with "，"'),
('sentence-dropped','MonitorControl','hu','8Gx-Ya-zhp','TRUE','"Disable for finer control." dropped'),
('sentence-dropped','MonitorControl','sk','pa0-Hz-ace','TRUE','last sentence (contrast on DDC displays) dropped'),
('sentence-dropped','MonitorControl','*','','FALSE','sentences joined in one Chinese sentence'),
('sentence-dropped','Swiftfin','ko','defaultFailedLoginDescription','FALSE','joined with ","'),
('sentence-dropped','Swiftfin','ro','autoDescription','TRUE','first sentence dropped ("—- Câteva …")'),
('sentence-dropped','UTM','*','','FALSE','joined with "，"'),
('sentence-dropped','Whisky','es','','FALSE','"Don\'t tune out yet" rendered as "Un momento"'),
('sentence-dropped','Whisky','*','','TRUE','"Don\'t tune out yet." dropped'),
('sentence-dropped','corpus-KeepingYouAwake','*','','FALSE','joined with "，"'),
('sentence-dropped','CubeTime','*','','TRUE','the warning sentence dropped ("This cannot be undone.", "Your solves … will be kept.")'),
('sentence-dropped','boring.notch','*','','TRUE','"You can now enjoy the app." dropped'),
('sentence-dropped','deltachat','zh-Hant','ask_copy_unopenable_link',
 'FALSE','two sentences run together without "。" (punctuation slip, nothing dropped)'),
('sentence-dropped','deltachat','zh-Hant','edit_name_explain','FALSE','joined; nothing dropped'),
('sentence-dropped','deltachat','*','ask_block_contact','TRUE','outdated translation: the sentences on groups are missing'),
('sentence-dropped','deltachat','*','multidevice_this_creates_a_qr_code',
 'TRUE','security warning "Make sure no unwanted observer …" dropped'),
('sentence-dropped','deltachat','*','confirm_remove_relay_x','TRUE','"Before deletion, it will be gradually phased out …" dropped'),
('sentence-dropped','deltachat','*','stats_msg_body','TRUE','"See https://delta.chat/help … for more information." dropped'),
('sentence-dropped','iina','he','hwdec.auto','FALSE','joined with ","'),
('sentence-dropped','iina','zh-Hans','alert.plugin_permission','FALSE','joined with "，"'),
('sentence-dropped','iina','*','NSHumanReadableCopyright','TRUE','copyright line dropped'),
('sentence-dropped','iina','*','','TRUE','last sentence dropped or outdated text'),
('sentence-dropped','simplenote','es','Are you a developer','FALSE','"Trabaja con nosotros" says both'),
('sentence-dropped','simplenote','*','We\'re having problems','FALSE','joined with "，"'),
('sentence-dropped','simplenote','ar','An email has been sent','FALSE','joined with the Arabic comma "،"'),
# glossary-term, with keep: [Home Assistant] (glossary run only; NetNewsWire is English-only, Maccy keeps its name everywhere)
('glossary-term','HomeAssistant','de','settings_details.mac_open_in_browser',
 'FALSE','hyphenated German compound "Home-Assistant-UI" keeps the brand'),
('glossary-term','HomeAssistant','ko-KR','about.home_assistant_on_','FALSE','brand left out on purpose under About: "Facebook", "Twitter"'),
('glossary-term','HomeAssistant','zh-Hans','about.home_assistant_on_',
 'FALSE','brand left out on purpose: "我们的 Facebook 主页" (our Facebook page); Twitter alike'),
('glossary-term','HomeAssistant','zh-Hant','about.home_assistant_on_',
 'FALSE','brand left out on purpose: "官方 Facebook 粉絲頁" (official Facebook page)'),
('glossary-term','HomeAssistant','*','NSLocationWhenInUseUsageDescription',
 'TRUE','outdated translation without the brand, or the brand translated ("Ev Asistanı")'),
('glossary-term','HomeAssistant','cs','settings_sensors.health','TRUE','"sent to Home Assistant" dropped from the translation'),
('glossary-term','HomeAssistant','et','widgets.open_page','TRUE','space lost: "AvaHome Assistantis"'),
('glossary-term','HomeAssistant','*','',
 'TRUE','brand translated, transliterated or misspelt (Home Asistent, הום אסיסטנט, ホームアシスタント, Ev Asistanı, Hom Assist)'),
]

RULES = ('url-changed', 'number-changed', 'markup-mismatch', 'sentence-dropped', 'glossary-term')
report_dir = sys.argv[1] if len(sys.argv) > 1 else 'reports'
if len(sys.argv) > 2:  # a comma-separated subset, e.g. glossary-term for the glossary run
    RULES = tuple(sys.argv[2].split(','))
out = []
for f in sorted(glob.glob(os.path.join(report_dir, '*.json'))):
    cid = os.path.basename(f)[:-5]
    for x in json.load(open(f))['findings']:
        r = x['ruleId']
        if r not in RULES:
            continue
        loc = x['subject'].get('locale')
        key = x['subject']['scope']
        v = next(((a, b) for (rr, c, l, k, a, b) in V
                  if rr == r and c == cid and (l == '*' or l == loc) and key.startswith(k) and a != '?'), None)
        if v is None:
            print('UNJUDGED', r, cid, loc, key[:60], file=sys.stderr)
            v = ('?', '')
        clean = key.replace('\n', '\\n').replace('\t', ' ')[:120]
        out.append((r, cid, loc or '', clean, x['severity'], x.get('outcome', 'violation'), v[0], v[1],
                    x['message'].replace('\n', '\\n')[:200]))
print('rule\tcatalog\tlocale\tkey\tseverity\toutcome\tverdict\treason\tmessage')
for o in out:
    print('\t'.join(o))
