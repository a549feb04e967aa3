#pragma once

// The pseudo-language for testing layouts and finding texts that are not translatable: every
// message comes out accented and about 40% longer, in brackets ("Settings" ->
// "[Séééttííngs]"), so that a text cut off, a layout too tight for German and a text that
// does not go through tr()/qsTr() show themselves in English. What code and Qt read in a
// text stays as it is: placeholders (%1..%99, %L1, %n, %Ln), HTML tags and entities, "&"
// accelerators ("&File" keeps its F) and "&&", key names (Ctrl+Shift+Z, F1), links,
// command-line options (--game), line breaks and leading and trailing spaces.

#include <QString>
#include <QTranslator>

namespace starboard {

// The text in the pseudo-language; "" for "". Qt's own key names (context QShortcut) and
// layout direction (QT_LAYOUT_DIRECTION) are not passed here (see PseudoTranslator).
QString pseudoText(const QString &english);

// A translator that translates every message of the app and of Qt into the pseudo-language,
// from its English text: the source text, or the English plural form of a %n message when
// `englishCatalogue` (the app's starboard_en.qm) has one. Works for QML's qsTr and C++'s tr,
// which both ask QTranslator::translate().
class PseudoTranslator : public QTranslator
{
    Q_OBJECT

public:
    explicit PseudoTranslator(const QString &englishCatalogue, QObject *parent = nullptr);

    QString translate(const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const override;
    // Never empty, so that installing it sends LanguageChange.
    bool isEmpty() const override { return false; }

private:
    QTranslator m_english; // the English plural forms
};

} // namespace starboard
