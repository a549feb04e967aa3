#include "pseudolocale.h"

#include <QRegularExpression>

#include <cstring>

namespace starboard {

namespace {

// What code or Qt reads in a text, kept as it is (tried in this order at each place).
const QRegularExpression &protectedParts()
{
    static const QRegularExpression expression(QStringLiteral(
        // Placeholders of QString::arg() and of plurals.
        "%L?(?:[0-9]{1,2}|n)"
        // HTML tags, comments included.
        "|</?[A-Za-z!][^<>]*>"
        // HTML entities.
        "|&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#x[0-9A-Fa-f]+);"
        // An ampersand and the accelerator key it marks; "&&" is a literal "&".
        "|&&|&[^\\s&]"
        // Key names: Ctrl+Shift+Z, Ctrl + mouse wheel, F1.
        "|\\b(?:Ctrl|Shift|Alt|Meta)(?:\\s?\\+\\s?(?:Ctrl|Shift|Alt|Meta|F[0-9]{1,2}\\b|[A-Z0-9]"
        "\\b))*"
        "|\\bF[0-9]{1,2}\\b"
        // Links, and command-line options (--lang).
        "|\\b(?:https?|file|mailto):[^\\s<>\"]+"
        "|(?<![\\w-])--[A-Za-z][A-Za-z-]*"));
    return expression;
}

// The accented letter for `c` (readable: the same letter with a mark), else `c`.
QChar accented(QChar c)
{
    static const QString plain = QStringLiteral("aeiouycnAEIOUYCN");
    static const QString marked = QStringLiteral("áéíöüýçñÁÉÍÖÜÝÇÑ");
    const qsizetype index = plain.indexOf(c);
    return index < 0 ? c : marked.at(index);
}

bool isVowel(QChar c)
{
    return QStringLiteral("aeiouyAEIOUY").contains(c);
}

} // namespace

QString pseudoText(const QString &english)
{
    // The brackets go inside leading and trailing spaces and line breaks.
    qsizetype begin = 0;
    qsizetype end = english.size();
    while (begin < end && english.at(begin).isSpace())
        ++begin;
    while (end > begin && english.at(end - 1).isSpace())
        --end;
    // A file dialog's name filter ends with its patterns in parentheses ("Saved games
    // (*.json)"); Qt reads them only at the very end of the text, so they stay outside the
    // brackets (inside, QFileDialog took the whole text for a pattern: an invalid one).
    static const QRegularExpression filterPatterns(
        QStringLiteral("\\s+\\((?:\\*[^()\\s]*\\s*)+\\)$"));
    const QRegularExpressionMatch filter = filterPatterns.match(english.left(end));
    if (filter.hasMatch() && filter.capturedStart() > begin)
        end = filter.capturedStart();
    if (begin == end)
        return english;

    // The text's parts: protected (kept) and plain (accented and padded).
    struct Part
    {
        qsizetype from;
        qsizetype to;
        bool plain;
    };
    QList<Part> parts;
    const QString core = english.mid(begin, end - begin);
    qsizetype at = 0;
    auto matches = protectedParts().globalMatch(core);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        if (match.capturedLength() == 0)
            continue;
        if (match.capturedStart() > at)
            parts.append({at, match.capturedStart(), true});
        parts.append({match.capturedStart(), match.capturedEnd(), false});
        at = match.capturedEnd();
    }
    if (at < core.size())
        parts.append({at, core.size(), true});

    // About 40% longer than the English, the brackets included: the extra letters repeat
    // the plain parts' vowels, spread evenly; a text without vowels gets dots at its end.
    const qsizetype extra = std::max<qsizetype>(0, qRound(0.4 * double(english.size())) - 2);
    qsizetype vowels = 0;
    for (const Part &part : parts)
        if (part.plain)
            for (qsizetype i = part.from; i < part.to; ++i)
                vowels += isVowel(core.at(i)) ? 1 : 0;

    QString out;
    out.reserve(english.size() + extra + 2);
    out.append(QStringView(english).left(begin));
    out.append(QLatin1Char('['));
    qsizetype vowel = 0;
    for (const Part &part : parts) {
        if (!part.plain) {
            out.append(QStringView(core).mid(part.from, part.to - part.from));
            continue;
        }
        for (qsizetype i = part.from; i < part.to; ++i) {
            const QChar c = core.at(i);
            const QChar shown = accented(c);
            out.append(shown);
            if (isVowel(c)) {
                // The extra letters up to this vowel, in proportion (no rounding drift).
                const qsizetype copies = (vowel + 1) * extra / vowels - vowel * extra / vowels;
                out.append(QString(copies, shown));
                ++vowel;
            }
        }
    }
    if (vowels == 0)
        out.append(QString(extra, QChar(0x00B7))); // "·"
    out.append(QLatin1Char(']'));
    out.append(QStringView(english).mid(end));
    return out;
}

PseudoTranslator::PseudoTranslator(const QString &englishCatalogue, QObject *parent)
    : QTranslator(parent)
{
    if (!englishCatalogue.isEmpty())
        (void)m_english.load(englishCatalogue);
}

QString PseudoTranslator::translate(const char *context, const char *sourceText,
                                    const char *disambiguation, int n) const
{
    if (!sourceText || !*sourceText)
        return {};
    // Qt reads these: the layout direction, and the key names QKeySequence writes and
    // parses.
    if (std::strcmp(sourceText, "QT_LAYOUT_DIRECTION") == 0 ||
        (context && std::strcmp(context, "QShortcut") == 0))
        return {};
    QString english = m_english.translate(context, sourceText, disambiguation, n);
    if (english.isEmpty())
        english = QString::fromUtf8(sourceText);
    return pseudoText(english);
}

} // namespace starboard
