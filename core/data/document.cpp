// Reading a file into a JSON document: size and nesting limits, syntax errors with line and
// column, the "format" / "formatVersion" header and the upgrade of older versions.

#include "internal.h"

#include <QFile>
#include <QJsonDocument>

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

// The first opening bracket (outside strings) that nests deeper than kMaxNesting, or -1.
qsizetype tooDeepAt(const QByteArray &bytes)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '[':
        case '{':
            if (++depth > kMaxNesting)
                return i;
            break;
        case ']':
        case '}':
            --depth;
            break;
        default:
            break;
        }
    }
    return -1;
}

QString positionError(const QString &file, const QByteArray &bytes, qsizetype offset,
                      const QString &message)
{
    const TextPosition pos = textPosition(bytes, offset);
    return QStringLiteral("%1:%2:%3: %4").arg(file).arg(pos.line).arg(pos.column).arg(message);
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
    if (versionValue.isUndefined()) {
        addError(errors, where, Msg::tr("missing key '%1'").arg(QLatin1String("formatVersion")));
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

std::optional<QJsonObject> parseDocument(const QByteArray &bytes, const QString &displayName,
                                         const QString &expectedFormat, QStringList &errors)
{
    if (bytes.size() > kMaxFileBytes) {
        //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
        //: loading). %1: the file's name; %n: the limit in bytes.
        errors.append(Msg::tr("%1: the file is larger than the limit of %n byte(s)", nullptr,
                              int(kMaxFileBytes))
                          .arg(displayName));
        return std::nullopt;
    }
    if (const qsizetype at = tooDeepAt(bytes); at >= 0) {
        errors.append(positionError(
            displayName, bytes, at,
            //: A mistake in a content or saved game file (the Workshop's Problems panel, the error
            //: on loading). %n: the limit of levels of nested lists and objects.
            Msg::tr("nesting deeper than the limit of %n level(s)", nullptr, kMaxNesting)));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors.append(
            positionError(displayName, bytes, parseError.offset, parseError.errorString()));
        return std::nullopt;
    }
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
