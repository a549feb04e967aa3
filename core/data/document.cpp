// Reading a file into a JSON document: size and nesting limits, syntax errors with line and
// column, the "format" / "formatVersion" header and the upgrade of older versions.

#include "internal.h"
#include "jsonscan.h"

#include <QFile>
#include <QJsonDocument>
#include <QLocale>

#include <cmath>
#include <limits>
#include <vector>

namespace starboard::data {

namespace {

struct FormatInfo
{
    const char *format;
    int version; // the version this build writes and the newest it reads
};

constexpr FormatInfo kFormats[] = {
    // Galaxy of D
    {"starboard.galaxy", 1},
    {"starboard.ships", 1},
    {"starboard.things", 1},
    {"starboard.ruleset", 1},
    // Galaxy Command
    {"starboard.gc-deck", 1},
    {"starboard.gc-technologies", 1},
    {"starboard.gc-ruleset", 1},
    // Galaxy Fighters
    {"starboard.gf-spawn-deck", 1},
    {"starboard.gf-ships", 1},
    {"starboard.gf-equipment", 1},
    {"starboard.gf-ruleset", 1},
    // Galactic Warfare
    {"starboard.gw-board", 1},
    {"starboard.gw-cards", 1},
    {"starboard.gw-ruleset", 1},
    // Every game
    {"starboard.record", 1},
};

// Upgrades a document of `format` from formatVersion `from` to `from + 1`. When a format
// changes, bump its version in kFormats and add the step here: the loaders only ever see
// the current version, and only the current version is written.
struct Migration
{
    const char *format;
    int from;
    std::function<QJsonObject(const QJsonObject &doc, const Where &where, QStringList &errors)>
        upgrade;
};

const std::vector<Migration> &migrations()
{
    static const std::vector<Migration> list = {
        // No format has an older version yet.
    };
    return list;
}

QString positionError(const QString &file, const QByteArray &bytes, qsizetype offset,
                      const QString &message)
{
    const TextPosition pos = textPosition(bytes, offset);
    return QStringLiteral("%1:%2:%3: %4").arg(file).arg(pos.line).arg(pos.column).arg(message);
}

QString placeError(const QString &file, const JsonTextPlace &place, const QString &message)
{
    return QStringLiteral("%1:%2:%3: %4").arg(file).arg(place.line).arg(place.column).arg(message);
}

// What is wrong with the text as a whole before any JSON is read: empty, UTF-16 or UTF-32
// (Qt's parser says "illegal value" to all of these), a doubled byte order mark.
QString encodingError(const QByteArray &bytes, const QString &file)
{
    if (bytes.trimmed().isEmpty()) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's name.
        return Msg::tr("%1: the file is empty").arg(file);
    }
    const auto byte = [&](qsizetype i) {
        return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0xFFu;
    };
    // A byte order mark of UTF-32 (00 00 FE FF, FF FE 00 00) or UTF-16 (FE FF, FF FE), or
    // JSON's first character (ASCII) next to a zero byte.
    if ((byte(0) == 0 && byte(1) == 0) || (byte(1) == 0 && byte(2) == 0 && byte(3) == 0) ||
        (byte(0) == 0xFF && byte(1) == 0xFE && byte(2) == 0 && byte(3) == 0)) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's name. UTF-32 and UTF-8 are text encodings: keep them.
        return Msg::tr("%1: the file is UTF-32; save it as UTF-8").arg(file);
    }
    if ((byte(0) == 0xFE && byte(1) == 0xFF) || (byte(0) == 0xFF && byte(1) == 0xFE) ||
        (byte(0) == 0 && byte(1) != 0) || (byte(0) != 0 && byte(1) == 0)) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's name. UTF-16 and UTF-8 are text encodings: keep them.
        return Msg::tr("%1: the file is UTF-16; save it as UTF-8").arg(file);
    }
    static const QByteArray bom("\xEF\xBB\xBF");
    if (bytes.startsWith(bom) && bytes.mid(bom.size()).startsWith(bom)) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's name. A byte order mark (BOM) is the invisible character
        //: U+FEFF some editors put at the start of a file.
        return Msg::tr("%1:1:2: a second byte order mark (U+FEFF); the file may start with at "
                       "most one")
            .arg(file);
    }
    return {};
}

QString scanMessage(const JsonScanProblem &problem)
{
    switch (problem.kind) {
    case JsonScanProblem::NulCharacter:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading): a byte 0 inside a text in quotes.
        return Msg::tr("a NUL character inside a string");
    case JsonScanProblem::ControlCharacter:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the character's code, e.g. 'U+0009'; JSON needs an escape such as \t
        //: or \u0009 instead.
        return Msg::tr("a control character (%1) inside a string; write it as an escape such as "
                       "\\u0009")
            .arg(QStringLiteral("U+%1").arg(problem.character, 4, 16, QLatin1Char('0')).toUpper());
    case JsonScanProblem::NulOutsideString:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading): a byte 0 in the file.
        return Msg::tr("a NUL character");
    case JsonScanProblem::Comment:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading): JSON files cannot hold comments (// or /* */).
        return Msg::tr("a comment (JSON has no comments)");
    case JsonScanProblem::TooDeep:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %n: the limit of levels of nested lists and objects.
        return Msg::tr("nesting deeper than the limit of %n level(s)", nullptr, kMaxNesting);
    case JsonScanProblem::StringTooLong:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %n: the limit in bytes.
        return Msg::tr("a string longer than the limit of %n byte(s)", nullptr,
                       int(kMaxStringBytes));
    case JsonScanProblem::TooManyElements:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %n: the limit of elements of one list or members of one object.
        return Msg::tr("more than %n element(s) in one list or object", nullptr, int(kMaxElements));
    case JsonScanProblem::TrailingComma:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the bracket that follows the comma, '}' or ']'. JSON allows no comma
        //: after the last element of a list or object.
        return Msg::tr("a comma before '%1'; JSON allows no comma after the last element")
            .arg(QChar::fromLatin1(char(problem.character)));
    case JsonScanProblem::DoubleComma:
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading): ",," with nothing between the commas.
        return Msg::tr("two commas in a row");
    case JsonScanProblem::None:
        break;
    }
    return {};
}

// Qt's message, with a clearer one where Qt's is unclear.
QString parseMessage(const QJsonParseError &error)
{
    if (error.error == QJsonParseError::IllegalUTF8String) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). UTF-8 is a text encoding: keep it.
        return Msg::tr("not valid UTF-8 text; save the file as UTF-8");
    }
    return error.errorString();
}

} // namespace

int currentFormatVersion(const QString &format)
{
    for (const auto &f : kFormats) {
        if (format == QLatin1String(f.format))
            return f.version;
    }
    return 0;
}

QStringList knownFormats()
{
    QStringList list;
    for (const auto &f : kFormats)
        list.append(QString::fromLatin1(f.format));
    return list;
}

TextPosition textPosition(const QByteArray &utf8, qsizetype offset)
{
    TextPosition pos;
    offset = std::clamp<qsizetype>(offset, 0, utf8.size());
    for (qsizetype i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(utf8[i]);
        if (c == '\n') {
            ++pos.line;
            pos.column = 1;
        } else if ((c & 0xC0) != 0x80) { // not a UTF-8 continuation byte
            ++pos.column;
        }
    }
    return pos;
}

std::optional<QJsonObject> checkHeader(const QJsonObject &doc, const Where &where,
                                       const QString &expectedFormat, QStringList &errors)
{
    const qsizetype before = errors.size();
    const QJsonValue formatValue = doc.value(QLatin1String("format"));
    QString format;
    if (formatValue.isUndefined()) {
        addError(errors, where, Msg::tr("missing key '%1'").arg(QLatin1String("format")));
    } else if (readString(formatValue, where / QStringLiteral("format"), format, errors)) {
        if (!expectedFormat.isEmpty() && format != expectedFormat) {
            addError(errors, where / QStringLiteral("format"),
                     //: A mistake in a content or saved game file (the Workshop's Problems panel,
                     //: the error on loading). %1: the format expected, e.g. 'galaxy-of-d-galaxy';
                     //: %2: the format found.
                     Msg::tr("expected '%1', found '%2'").arg(expectedFormat, format));
        } else if (currentFormatVersion(format) == 0) {
            addError(errors, where / QStringLiteral("format"),
                     Msg::tr("unknown format '%1' (known formats: %2)")
                         .arg(format, knownFormats().join(QLatin1String(", "))));
        }
    }

    const QJsonValue versionValue = doc.value(QLatin1String("formatVersion"));
    const Where versionWhere = where / QStringLiteral("formatVersion");
    int version = 0;
    const double number = versionValue.toDouble();
    if (versionValue.isUndefined()) {
        addError(errors, where, Msg::tr("missing key '%1'").arg(QLatin1String("formatVersion")));
    } else if (versionValue.isDouble() && (number != std::trunc(number) || number < 1 ||
                                           number > std::numeric_limits<int>::max())) {
        addError(errors, versionWhere,
                 //: A mistake in a content or saved game file (the Workshop's Problems panel, the
                 //: error on loading). 'formatVersion' is a key of the file: keep it. %1: the
                 //: number found, e.g. 1e300; %2: the newest version this build reads.
                 Msg::tr("formatVersion %1 is not a whole number from 1 to %2")
                     .arg(QString::number(number, 'g', QLocale::FloatingPointShortest))
                     .arg(std::max(1, currentFormatVersion(format))));
    } else if (readInt(versionValue, versionWhere, 1, std::numeric_limits<int>::max(), version,
                       errors) &&
               errors.size() == before) {
        const int current = currentFormatVersion(format);
        if (version > current) {
            addError(errors, versionWhere,
                     //: A mistake in a content or saved game file (the Workshop's Problems panel,
                     //: the error on loading). %1: the file's format version; %2: the newest
                     //: version this build reads.
                     Msg::tr("written by a newer Starboard (version %1; this build reads up to %2)")
                         .arg(version)
                         .arg(current));
        }
    }
    if (errors.size() != before)
        return std::nullopt;

    QJsonObject upgraded = doc;
    const int current = currentFormatVersion(format);
    while (version < current) {
        const auto &list = migrations();
        const auto step = std::find_if(list.begin(), list.end(), [&](const Migration &m) {
            return format == QLatin1String(m.format) && m.from == version;
        });
        if (step == list.end()) {
            addError(errors, versionWhere,
                     //: A mistake in a content or saved game file (the Workshop's Problems panel,
                     //: the error on loading). %1: the file's format version; %2: the format's
                     //: name.
                     Msg::tr("version %1 of '%2' can no longer be read").arg(version).arg(format));
            return std::nullopt;
        }
        upgraded = step->upgrade(upgraded, where, errors);
        if (errors.size() != before)
            return std::nullopt;
        ++version;
        upgraded.insert(QLatin1String("formatVersion"), version);
    }
    return upgraded;
}

std::optional<ObjectReader> beginDocument(const QJsonObject &doc, const Where &where,
                                          const char *format, QJsonObject &upgraded,
                                          QStringList &errors)
{
    auto checked = checkHeader(doc, where, QString::fromLatin1(format), errors);
    if (!checked)
        return std::nullopt;
    upgraded = *checked;
    std::optional<ObjectReader> reader(std::in_place, upgraded, where, errors);
    reader->take(QStringLiteral("format"));
    reader->take(QStringLiteral("formatVersion"));
    return reader;
}

QJsonObject documentHeader(const char *format)
{
    QJsonObject doc;
    doc.insert(QLatin1String("format"), QLatin1String(format));
    doc.insert(QLatin1String("formatVersion"), currentFormatVersion(QLatin1String(format)));
    return doc;
}

bool checkUniqueId(const QString &id, const Where &where, QHash<QString, QString> &seen,
                   QStringList &errors)
{
    const auto it = seen.constFind(id);
    if (it != seen.constEnd()) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the identifier; %2: the place of the first, e.g. '/cards/3'.
        addError(errors, where, Msg::tr("duplicate id '%1' (first at %2)").arg(id, it.value()));
        return false;
    }
    seen.insert(id, where.pointer);
    return true;
}

QString quotedList(const QStringList &values)
{
    QStringList quoted;
    for (const auto &v : values)
        quoted.append(QLatin1Char('\'') + v + QLatin1Char('\''));
    return quoted.join(QLatin1String(", "));
}

QString placeOf(const Where &where)
{
    return QStringLiteral("%1: %2").arg(where.file, where.pointer);
}

QString rangeMessage(int min, int max, int found)
{
    return Msg::tr("must be between %1 and %2 (found %3)").arg(min).arg(max).arg(found);
}

QString oneOfMessage(const QStringList &names, const QString &found)
{
    //: A mistake in a content file (the Workshop's Problems panel, the error on
    //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: the names
    //: allowed, e.g. '"metal", "wealth"'; %2: the name found.
    return Msg::tr("must be one of %1 (found '%2')").arg(quotedList(names), found);
}

void refuse(ObjectReader &r, const QString &key, const QString &message, QStringList &errors)
{
    if (!r.has(key))
        return;
    r.take(key, ObjectReader::Optional);
    addError(errors, r.at(key), message);
}

namespace {

// The scan with the caps of limits.h.
JsonScan scanWithLimits(const QByteArray &bytes)
{
    return scanJson(bytes, {kMaxNesting, kMaxStringBytes, kMaxElements}, kMaxErrorsPerFile);
}

QString sizeError(const QByteArray &bytes, const QString &displayName)
{
    if (bytes.size() <= kMaxFileBytes)
        return {};
    //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
    //: loading). %1: the file's name; %n: the limit in bytes.
    return Msg::tr("%1: the file is larger than the limit of %n byte(s)", nullptr,
                   int(kMaxFileBytes))
        .arg(displayName);
}

std::optional<QJsonDocument> parseText(const QByteArray &bytes, const QString &displayName,
                                       QStringList &errors)
{
    if (const QString error = sizeError(bytes, displayName); !error.isEmpty()) {
        errors.append(error);
        return std::nullopt;
    }
    if (const QString error = encodingError(bytes, displayName); !error.isEmpty()) {
        errors.append(error);
        return std::nullopt;
    }
    // Qt says "illegal value" to a text that does not start with an object or a list.
    qsizetype first = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (first < bytes.size() && QByteArrayView(" \t\r\n").contains(bytes[first]))
        ++first;
    if (first < bytes.size() && bytes[first] != '{' && bytes[first] != '[') {
        errors.append(positionError(
            displayName, bytes, first,
            //: A mistake in a content or saved game file (the Workshop's Problems panel, the error
            //: on loading): the text does not start with '{'.
            Msg::tr("the file does not start with '{' (a Starboard file is a JSON object)")));
        return std::nullopt;
    }
    const JsonScan scan = scanWithLimits(bytes);
    if (scan.problem.kind != JsonScanProblem::None) {
        errors.append(placeError(displayName, scan.problem.place, scanMessage(scan.problem)));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors.append(
            positionError(displayName, bytes, parseError.offset, parseMessage(parseError)));
        return std::nullopt;
    }
    if (!scan.duplicates.empty()) {
        // QJsonDocument has kept the last value of each: refuse rather than guess.
        for (const JsonDuplicateKey &d : scan.duplicates) {
            errors.append(placeError(
                displayName, d.place,
                //: A mistake in a content or saved game file (the Workshop's Problems panel, the
                //: error on loading). %1: the key; %2:%3: the line and column of the first one.
                Msg::tr("duplicate key '%1' (also at %2:%3)")
                    .arg(d.key, QString::number(d.first.line), QString::number(d.first.column))));
        }
        return std::nullopt;
    }
    return doc;
}

} // namespace

QStringList textErrors(const QByteArray &bytes, const QString &displayName)
{
    QStringList errors;
    parseText(bytes, displayName, errors);
    return errors;
}

QStringList limitErrors(const QByteArray &bytes, const QString &displayName)
{
    if (const QString error = sizeError(bytes, displayName); !error.isEmpty())
        return {error};
    const JsonScan scan = scanWithLimits(bytes);
    if (scan.problem.kind != JsonScanProblem::None)
        return {placeError(displayName, scan.problem.place, scanMessage(scan.problem))};
    return {};
}

std::optional<QJsonObject> parseDocument(const QByteArray &bytes, const QString &displayName,
                                         const QString &expectedFormat, QStringList &errors)
{
    const auto parsed = parseText(bytes, displayName, errors);
    if (!parsed)
        return std::nullopt;
    const QJsonDocument &doc = *parsed;
    const Where root{displayName, QString()};
    if (!doc.isObject()) {
        addError(errors, root,
                 Msg::tr("expected %1, found %2")
                     .arg(Msg::tr("an object"),
                          doc.isArray() ? Msg::tr("an array") : describeType(QJsonValue())));
        return std::nullopt;
    }
    return checkHeader(doc.object(), root, expectedFormat, errors);
}

std::optional<QJsonObject> readDocument(const QString &path, const QString &expectedFormat,
                                        QStringList &errors, const QString &displayName)
{
    const QString name = displayName.isEmpty() ? path : displayName;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's name; %2: the system's reason, e.g. 'Permission denied'.
        errors.append(Msg::tr("%1: cannot open the file: %2").arg(name, file.errorString()));
        return std::nullopt;
    }
    if (file.size() > kMaxFileBytes) {
        errors.append(Msg::tr("%1: the file is larger than the limit of %n byte(s)", nullptr,
                              int(kMaxFileBytes))
                          .arg(name));
        return std::nullopt;
    }
    // Read one byte more than the limit so that a file that grows meanwhile is caught too.
    const QByteArray bytes = file.read(kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's name; %2: the system's reason.
        errors.append(Msg::tr("%1: cannot read the file: %2").arg(name, file.errorString()));
        return std::nullopt;
    }
    return parseDocument(bytes, name, expectedFormat, errors);
}

} // namespace starboard::data
