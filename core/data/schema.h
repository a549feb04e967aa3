#pragma once

// A small JSON Schema validator (a subset of draft 2020-12) over QJsonValue, for the
// schemas in resources/schemas/ (compiled in as ":/schemas/<kind>.schema.json").
//
// Supported keywords: type (string or list; "integer" is a number without fraction),
// properties, required, additionalProperties (false or a schema), items (one schema),
// enum, const, minimum, maximum, minItems, maxItems, uniqueItems, minLength, maxLength,
// pattern (unanchored, as in the standard), $ref to "#..." pointers into the same schema
// (such as "#/$defs/id"), allOf, anyOf, oneOf, and boolean schemas. The annotations
// $schema, $id, $comment, $defs, title, description, default and examples are accepted
// and ignored. Any other keyword is reported by checkSchema() so that a constraint is
// never ignored silently.
//
// Errors use the data layer's format: "file: /json/pointer: message".

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <optional>

namespace starboard::data {

class JsonSchema
{
public:
    explicit JsonSchema(const QJsonObject &root, const QString &name = QString());

    // Reads a schema file (a path or a ":/schemas/..." resource); nullopt with errors when
    // it cannot be read, is not JSON or uses unsupported keywords.
    static std::optional<JsonSchema> load(const QString &path, QStringList &errors);

    // Problems of the schema itself: unsupported keywords, unresolvable $ref, keywords
    // with a value of the wrong type. Empty for a usable schema.
    QStringList checkSchema() const;

    // Appends an error for every violation in `value` ("file" names it in messages).
    void validate(const QJsonValue &value, const QString &file, QStringList &errors) const;

    const QJsonObject &root() const { return m_root; }

private:
    // `mismatches` counts failed const and enum keywords: an anyOf/oneOf alternative whose
    // discriminating constants fail is a worse guess at what the author meant.
    void validateAt(const QJsonValue &value, const QJsonValue &schema, const QString &file,
                    const QString &pointer, QStringList &errors, int depth, int &mismatches) const;
    std::optional<QJsonValue> resolve(const QString &ref) const;
    void checkAt(const QJsonValue &schema, const QString &pointer, QStringList &errors,
                 int depth) const;

    QJsonObject m_root;
    QString m_name;
};

// ":/schemas/<kind>.schema.json" for a format "starboard.<kind>"; empty for other strings.
QString schemaPathForFormat(const QString &format);

// Validates a document against the shipped schema named by its "format".
QStringList validateAgainstSchema(const QJsonObject &doc, const QString &file);

} // namespace starboard::data
