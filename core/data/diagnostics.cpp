#include "diagnostics.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <limits>

namespace starboard::data {

Where Where::operator/(const QString &key) const
{
    return {file, pointer + QLatin1Char('/') + escapePointerToken(key)};
}

Where Where::operator/(qsizetype index) const
{
    return {file, pointer + QLatin1Char('/') + QString::number(index)};
}

QString escapePointerToken(const QString &token)
{
    QString escaped = token;
    escaped.replace(QLatin1Char('~'), QLatin1String("~0"));
    escaped.replace(QLatin1Char('/'), QLatin1String("~1"));
    return escaped;
}

namespace {

QString closingLine(const QString &file)
{
    //: A mistake in a content or saved game file (the Workshop's Problems panel, the error on
    //: loading, starboard-cli validate): the last line when a file has too many mistakes to
    //: list. %1: the file's name; %n: how many are listed (100).
    return Msg::tr("%1: ... and more problems (only the first %n are listed)", nullptr,
                   int(kMaxErrorsPerFile))
        .arg(file);
}

// The index of the last line about `file` ("file: ..."), or -1.
qsizetype lastLineOf(const QStringList &errors, const QString &prefix)
{
    for (qsizetype i = errors.size() - 1; i >= 0; --i)
        if (errors[i].startsWith(prefix))
            return i;
    return -1;
}

} // namespace

bool errorsCapped(const QStringList &errors, const QString &file)
{
    if (errors.size() <= kMaxErrorsPerFile)
        return false;
    const qsizetype last = lastLineOf(errors, file + QLatin1String(": "));
    return last >= 0 && errors[last] == closingLine(file);
}

void addError(QStringList &errors, const Where &where, const QString &message)
{
    if (errors.size() >= kMaxErrorsPerFile) {
        // The closing line is always the file's last: once it is there, nothing more.
        const QString prefix = where.file + QLatin1String(": ");
        const qsizetype last = lastLineOf(errors, prefix);
        if (last >= 0) {
            const QString closing = closingLine(where.file);
            if (errors[last] == closing)
                return;
            const auto count =
                std::count_if(errors.cbegin(), errors.cbegin() + last + 1,
                              [&](const QString &e) { return e.startsWith(prefix); });
            if (count >= kMaxErrorsPerFile) {
                errors.append(closing);
                return;
            }
        }
    }
    //: A mistake in a content file (the Workshop's Problems panel, the error on loading). The place
    //: of the whole file, in place of a JSON pointer such as '/cards/3' (the brackets are part of
    //: it).
    const QString pointer = where.pointer.isEmpty() ? Msg::tr("(root)") : where.pointer;
    errors.append(QStringLiteral("%1: %2: %3").arg(where.file, pointer, message));
}

QString describeType(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        //: A mistake in a content file (the Workshop's Problems panel, the error on loading). A
        //: kind of value in a JSON file (JSON's 'null', keep or translate), used in 'expected %1,
        //: found %2'.
        return Msg::tr("null");
    case QJsonValue::Bool:
        //: A mistake in a content file (the Workshop's Problems panel, the error on loading). A
        //: kind of value in a JSON file (true or false), used in 'expected %1, found %2'.
        return Msg::tr("a boolean");
    case QJsonValue::Double:
        //: A mistake in a content file (the Workshop's Problems panel, the error on loading). A
        //: kind of value in a JSON file, used in 'expected %1, found %2'.
        return Msg::tr("a number");
    case QJsonValue::String:
        //: A mistake in a content file (the Workshop's Problems panel, the error on loading). A
        //: kind of value in a JSON file (a text in quotes), used in 'expected %1, found %2'.
        return Msg::tr("a string");
    case QJsonValue::Array:
        //: A mistake in a content file (the Workshop's Problems panel, the error on loading). A
        //: kind of value in a JSON file (a list in [ ]), used in 'expected %1, found %2'.
        return Msg::tr("an array");
    case QJsonValue::Object:
        //: A mistake in a content file (the Workshop's Problems panel, the error on loading). A
        //: kind of value in a JSON file (a map in { }), used in 'expected %1, found %2'.
        return Msg::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    //: A mistake in a content file (the Workshop's Problems panel, the error on loading). What was
    //: found when a value is missing, used in 'expected %1, found %2'.
    return Msg::tr("nothing");
}

static void wrongType(QStringList &errors, const Where &where, const QString &expected,
                      const QJsonValue &found)
{
    //: A mistake in a content file (the Workshop's Problems panel, the error on loading). %1: the
    //: kind of value expected, e.g. 'a number'; %2: the kind found, e.g. 'a string'.
    addError(errors, where, Msg::tr("expected %1, found %2").arg(expected, describeType(found)));
}

bool readInt(const QJsonValue &value, const Where &where, int min, int max, int &out,
             QStringList &errors)
{
    if (!value.isDouble()) {
        //: A mistake in a content file (the Workshop's Problems panel, the error on loading). A
        //: kind of value in a JSON file (a whole number), used in 'expected %1, found %2'.
        wrongType(errors, where, Msg::tr("an integer"), value);
        return false;
    }
    const double d = value.toDouble();
    if (!std::isfinite(d) || d != std::trunc(d)) {
        //: A mistake in a content file (the Workshop's Problems panel, the error on loading). %1:
        //: the number found, e.g. 2.5.
        addError(errors, where, Msg::tr("expected an integer, found %1").arg(d));
        return false;
    }
    if (d < min || d > max) {
        const QString found = QString::number(d, 'g', QLocale::FloatingPointShortest);
        if (max == std::numeric_limits<int>::max() && d < min)
            //: A mistake in a content file (the Workshop's Problems panel, the error on loading).
            //: %1: the least value allowed; %2: the value found.
            addError(errors, where, Msg::tr("must be at least %1 (found %2)").arg(min).arg(found));
        else if (max == std::numeric_limits<int>::max())
            //: A mistake in a content file (the Workshop's Problems panel, the error on loading).
            //: %1: the highest value allowed; %2: the value found, e.g. 1e+300.
            addError(errors, where, Msg::tr("must be at most %1 (found %2)").arg(max).arg(found));
        else
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading). %1 and %2: the least and highest values allowed; %3: the value
                     //: found.
                     Msg::tr("must be between %1 and %2 (found %3)").arg(min).arg(max).arg(found));
        return false;
    }
    out = int(d);
    return true;
}

bool readBool(const QJsonValue &value, const Where &where, bool &out, QStringList &errors)
{
    if (!value.isBool()) {
        //: A kind of value in a JSON file, used in 'expected %1, found %2' (JSON's true and false:
        //: keep or translate).
        wrongType(errors, where, Msg::tr("true or false"), value);
        return false;
    }
    out = value.toBool();
    return true;
}

bool readString(const QJsonValue &value, const Where &where, QString &out, QStringList &errors,
                bool allowEmpty)
{
    if (!value.isString()) {
        wrongType(errors, where, Msg::tr("a string"), value);
        return false;
    }
    const QString s = value.toString();
    if (!allowEmpty && s.trimmed().isEmpty()) {
        addError(errors, where, Msg::tr("must not be empty"));
        return false;
    }
    out = s;
    return true;
}

bool isValidId(const QString &id)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z0-9][a-z0-9-]*$"));
    return pattern.match(id).hasMatch();
}

bool readId(const QJsonValue &value, const Where &where, QString &out, QStringList &errors)
{
    QString s;
    if (!readString(value, where, s, errors))
        return false;
    if (!isValidId(s)) {
        addError(errors, where,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading). %1: the identifier found. Keep '-' as it is.
                 Msg::tr("'%1' is not a valid id (use lowercase letters, digits and '-')").arg(s));
        return false;
    }
    out = s;
    return true;
}

bool expectArray(const QJsonValue &value, const Where &where, QStringList &errors)
{
    if (value.isArray())
        return true;
    wrongType(errors, where, Msg::tr("an array"), value);
    return false;
}

bool expectObject(const QJsonValue &value, const Where &where, QStringList &errors)
{
    if (value.isObject())
        return true;
    wrongType(errors, where, Msg::tr("an object"), value);
    return false;
}

ObjectReader::ObjectReader(const QJsonObject &object, const Where &where, QStringList &errors)
    : m_object(object), m_where(where), m_errors(errors)
{}

QJsonValue ObjectReader::take(const QString &key, Presence presence)
{
    m_known.insert(key);
    const auto it = m_object.constFind(key);
    if (it == m_object.constEnd()) {
        if (presence == Required)
            //: A mistake in a content file (the Workshop's Problems panel, the error on loading).
            //: %1: the key (a name of the JSON file, not translated), e.g. 'name'.
            addError(m_errors, m_where, Msg::tr("missing key '%1'").arg(key));
        return QJsonValue(QJsonValue::Undefined);
    }
    return it.value();
}

bool ObjectReader::integer(const QString &key, int min, int max, int &out, Presence presence)
{
    const QJsonValue v = take(key, presence);
    if (v.isUndefined())
        return presence == Optional;
    return readInt(v, at(key), min, max, out, m_errors);
}

bool ObjectReader::boolean(const QString &key, bool &out, Presence presence)
{
    const QJsonValue v = take(key, presence);
    if (v.isUndefined())
        return presence == Optional;
    return readBool(v, at(key), out, m_errors);
}

bool ObjectReader::string(const QString &key, QString &out, Presence presence)
{
    const QJsonValue v = take(key, presence);
    if (v.isUndefined())
        return presence == Optional;
    return readString(v, at(key), out, m_errors);
}

bool ObjectReader::id(const QString &key, QString &out, Presence presence)
{
    const QJsonValue v = take(key, presence);
    if (v.isUndefined())
        return presence == Optional;
    return readId(v, at(key), out, m_errors);
}

bool ObjectReader::array(const QString &key, QJsonArray &out, Presence presence)
{
    const QJsonValue v = take(key, presence);
    if (v.isUndefined())
        return presence == Optional;
    if (!expectArray(v, at(key), m_errors))
        return false;
    out = v.toArray();
    return true;
}

bool ObjectReader::finish()
{
    bool ok = true;
    for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
        if (!m_known.contains(it.key())) {
            //: A mistake in a content file (the Workshop's Problems panel, the error on loading).
            //: %1: the key (a name of the JSON file, not translated), e.g. 'colour'.
            addError(m_errors, m_where, Msg::tr("unknown key '%1'").arg(it.key()));
            ok = false;
        }
    }
    return ok;
}

} // namespace starboard::data
