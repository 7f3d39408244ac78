import LintCore

// The rule's examples that do not trigger it, most of them seen in apps: kept apart so the rule's
// file stays about what it reads and reports.
extension ConcatenatedTextRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // Seen in apps (Campus, Construct, phoenix): a translated label, a colon and its one value.
        RuleExample(
            swift: """
                struct BalanceRow: View {
                    let amount: String
                    var body: some View { Text(L10n.Wallet.balance + ": " + amount) }
                }
                """),
        // Seen in apps (Flare): a loading timeline drawn as a redacted placeholder, whose text shows as grey bars.
        RuleExample(
            swift: """
                // catalog: Timeline = Timeline
                struct TimelinePlaceholderView: View {
                    var body: some View {
                        VStack {
                            Text(verbatim: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. " + "Pellentesque eget eros justo. "
                                + "Duis feugiat tortor sed lectus euismod iaculis.")
                        }
                        .redacted(reason: .placeholder)
                    }
                }
                """),
        // Seen in apps (nos): a handle's parts, each `Text` shown as written (a String built with `+` is verbatim).
        RuleExample(swift: #"var handle: Text { Text(parts.username).bold() + Text("@" + parts.domain).foregroundStyle(.secondary) }"#),
        // Seen in apps (threema-ios): arrays joined, not text.
        RuleExample(swift: #"var sectionTitles: [String] { UILocalizedIndexedCollation.current().sectionTitles + ["*"] }"#),
        // Seen in apps (Hackers): an app that translates nothing yet, which hardcoded-text reports once.
        RuleExample(
            swift: """
                Text(
                    "I love building open source apps, and Hackers is one of my proudest projects - "
                        + "the app that thousands reach for every day."
                )
                """),
        // WooCommerce: a link's address built from a constant and the site's.
        RuleExample(
            swift: """
                text.setAsLink(textToFind: Localization.termsOfService, linkURL: Strings.jetpackTermsURL + self.siteURL)
                """),
        RuleExample(
            swift: """
                struct Stats: View {
                    let mean: String, version: String, time: String
                    var body: some View {
                        Text("= " + mean)
                        Text("v" + version)
                        Text("(" + time + ")")
                        Text("\\(count) flows in \\(folder)")
                    }
                }
                let path = "Documents/" + fileName
                let key = "settings." + section
                """),
        // Seen in apps: a name and status tags set apart by a bullet operator (" ∙ "), each whole.
        RuleExample(
            swift: """
                var title: String {
                    var title = flow.name
                    if flow.isArchived { title = title + " ∙ " + String(localized: "Archived") }
                    return title
                }
                """),
        // Seen in apps: an emoji, arrow or ellipsis added to one phrase; whole lines or
        // paragraphs joined with line breaks; an icon before a text.
        RuleExample(
            swift: """
                warningLabel.text = "⚠️ " + NSLocalizedString("Offline product", comment: "")
                let back = NSButton(title: "← " + NSLocalizedString("Go back", comment: ""), target: self, action: #selector(goBack))
                Button(L10n.learnMore + .ellipsis) { showMore() }
                message = NSLocalizedString("This will delete:", comment: "") + "\\n" + list + "\\n\\n" + NSLocalizedString("This may \
                take a while.", comment: "")
                rules.text = [NSLocalizedString("8 characters", comment: ""), NSLocalizedString("One digit", comment: \
                "")].joined(separator: "\\n")
                titleLabel.text = "\\(AppStrings.Result.title)\\n\\(AppStrings.Result.negative)"
                Text("\\(Image(systemName: "lock.fill")) ") + Text(L10n.secured)
                Text(L10n.footer) + Text(verbatim: "\\n\\n") + Text(L10n.note)
                hints = "➊ " + String.localized("same_network_hint") + "\\n\\n" + "➋ " + String.localized("open_settings_hint")
                message = [NSLocalizedString("Requirements:", comment: ""), NSLocalizedString("- 8 characters", comment: \
                "")].joined(separator: .newline)
                errorDescription = AppStrings.Error.noServiceProvider + " (\\(code))"
                alertMessage = AppStrings.Error.exposureDetection + " Code: NoExposureWindows"
                accessibilityLabel = (title != nil ? title! + "\\n" : "") + (isRequest ? String.localized("chat_request_label") + \
                "\\n" : "")
                """),
        // Seen in apps: punctuation around one translated piece, VoiceOver items joined by a comma,
        // a unit or build tag after a value, an error's own message followed by a sentence, an
        // emoji before a whole phrase.
        RuleExample(
            swift: """
                struct FlowCell: View {
                    let flow: Flow
                    var body: some View {
                        Text(L10n.lastSync + ":")
                        Text("(" + NSLocalizedString("flow.default", comment: "") + ")")
                    }
                }
                let accessibilityText = flow.isPinned ? flow.name + ", " + L10n.pinned : flow.name
                cell.accessibilityHint = NSLocalizedString("flow.step", comment: "") + ", " + relativeTime(of: flow.updated)
                speedLabel.stringValue = rateFormatter.string(fromByteCount: rate) + "bps"
                channelButton.title = "BETA " + buildHash
                errorLabel.text = error.localizedDescription + L10n.Sync.tryAgainLater
                countLabel.text = "\\(flow.emoji)  " + String.localized(stringID: "n_steps", parameter: flow.steps.count)
                syncSwitch.accessibilityLabel = "\\(L10n.Sync.title) \\(L10n.Sync.switchRole) \\(syncSwitch.isOn ? L10n.on : L10n.off)"
                """),
        // Seen in apps (Trio): numbers with their unit symbols, translated alone; the symbol follows its number.
        RuleExample(
            swift: """
                struct DoseRow: View {
                    let dose: Double, carbs: Double, rate: String
                    var body: some View {
                        Text(dose.formatted(.number.precision(.fractionLength(1)))) + Text("\\u{00A0}") + Text("U")
                        Text(carbFormatter.string(for: carbs)! + String(localized: " g", comment: "grams of carbs"))
                        Text(rate + String(localized: " U/hr"))
                        Text(hours.description + " " + String(localized: "h") + " " + minutes.description + " "
                            + String(localized: "m"))
                    }
                }
                """),
        // Seen in apps (GoMap, brave, Trio): a kind tag in parentheses after a name, an error code only test
        // builds show, the unit a setting holds after its value, a formula of numbers and unit symbols.
        RuleExample(
            swift: """
                title = title + NSLocalizedString(" (way)", comment: "")
                let alert = Alert(title: Text(L10n.setupFailed + (AppConstants.isPublic ? "" : " (\\(code ?? -1))")))
                let reading = formatter.string(from: value)! + " " + String(localized: "\\(units.rawValue)", comment: "units")
                Text("\\(gap) \\(unit) / \\(factor) \\(unit)/\\(String(localized: "U")) = \\(dose) \\(String(localized: "U"))")
                """),
        // Seen in apps: a list's header with its size in brackets (ios-pass), a field's title with its unit
        // in brackets (unstoppable-wallet); a status's icon before its title, quotes around a value (Pulse).
        RuleExample(
            swift: #"""
                Text("Members").fontWeight(.bold) + Text(verbatim: " (\(emails.count))")
                Text("fee_settings.max_fee_rate".localized + " (Gwei)")
                Text(Image(systemName: "checkmark.circle")) + Text(" " + title)
                Text("\u{201C}").foregroundStyle(.secondary) + Text(value) + Text("\u{201D}").foregroundStyle(.secondary)
                """#),
        // Seen in apps: whole sentences stacked with `Text("\n")`, facts of a row set apart by a
        // bullet, a build tag only a staging build shows.
        RuleExample(
            swift: """
                struct FlowResult: View {
                    let steps: Int
                    var body: some View {
                        Text("\\(steps) steps done.").bold() + Text("\\n") + Text(cheer(for: steps))
                    }
                }
                detailLabel.text = L10n.Flow.shared + " • " + byteCount
                stateLabel.text = L10n.Flow.archived + " | " + relativeDate
                #if STAGING
                versionLabel.text = L10n.version(appVersion) + " - internal build"
                #endif
                #if DEV_DEBUG
                debugLabel.text = "Signed in as " + userName
                #endif
                """),
    ]
}
