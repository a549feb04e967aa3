#pragma once

// Internal helpers of the data layer: error locations, messages and typed reading of JSON
// values that reports every problem with "file: /json/pointer: message".

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QString>
#include <QStringList>

namespace starboard::data {

// The translation context of every data-layer message is "starboard::data".
class Msg
{
    Q_DECLARE_TR_FUNCTIONS(starboard::data)
};

// Where a value is: the file named in messages and the JSON pointer (RFC 6901) of the value.
// The pointer of the document root is the empty string.
struct Where
{
    QString file;
    QString pointer;

    Where operator/(const QString &key) const;
    Where operator/(qsizetype index) const;
};

// Escapes one reference token of a JSON pointer ("~" -> "~0", "/" -> "~1").
QString escapePointerToken(const QString &token);

// At most this many problems are listed for one file (docs/data-formats.md); then one line
// "<file>: ... and more problems (only the first 100 are listed)" ends that file's list, so
// that a damaged file with a million mistakes neither floods validate's output, the
// Workshop's Problems panel and Continue's message nor takes minutes to report.
inline constexpr qsizetype kMaxErrorsPerFile = 100;

// "file: pointer: message"; the root pointer is shown as "(root)". Past kMaxErrorsPerFile
// problems of where.file, adds that file's closing line once and then nothing.
void addError(QStringList &errors, const Where &where, const QString &message);

// True when `errors` already holds the closing line of `file` (its list is full): a loader
// may stop checking the rest of that file's elements, nothing more would be listed.
bool errorsCapped(const QStringList &errors, const QString &file);

// "a string", "an array", ... for "expected X, found Y" messages.
QString describeType(const QJsonValue &value);

// Typed reading of one value. Each returns false (after adding an error) when the value
// is not acceptable and leaves `out` unchanged then.
bool readInt(const QJsonValue &value, const Where &where, int min, int max, int &out,
             QStringList &errors);
bool readBool(const QJsonValue &value, const Where &where, bool &out, QStringList &errors);
// A non-empty string.
bool readString(const QJsonValue &value, const Where &where, QString &out, QStringList &errors,
                bool allowEmpty = false);
// An id: lowercase ASCII letters, digits and '-', starting with a letter or digit.
bool readId(const QJsonValue &value, const Where &where, QString &out, QStringList &errors);
bool isValidId(const QString &id);
bool expectArray(const QJsonValue &value, const Where &where, QStringList &errors);
bool expectObject(const QJsonValue &value, const Where &where, QStringList &errors);

// Reads the members of one JSON object; finish() reports every member that was not asked
// for as an unknown key, so that misspelt keys do not pass silently.
class ObjectReader
{
public:
    enum Presence
    {
        Required,
        Optional
    };

    ObjectReader(const QJsonObject &object, const Where &where, QStringList &errors);

    const Where &where() const { return m_where; }
    Where at(const QString &key) const { return m_where / key; }
    bool has(const QString &key) const { return m_object.contains(key); }

    // Marks `key` as known and returns its value (undefined when missing; a missing
    // required key is reported).
    QJsonValue take(const QString &key, Presence presence = Required);

    // Each returns false when the member is invalid or a required member is missing; an
    // optional missing member returns true and leaves `out` unchanged (its default).
    bool integer(const QString &key, int min, int max, int &out, Presence presence = Required);
    bool boolean(const QString &key, bool &out, Presence presence = Required);
    bool string(const QString &key, QString &out, Presence presence = Required);
    bool id(const QString &key, QString &out, Presence presence = Required);
    bool array(const QString &key, QJsonArray &out, Presence presence = Required);

    // Reports the unknown keys; returns false when there were any.
    bool finish();

private:
    QJsonObject m_object;
    Where m_where;
    QStringList &m_errors;
    QSet<QString> m_known;
};

} // namespace starboard::data
