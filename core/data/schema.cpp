#include "schema.h"

#include "data.h"
#include "diagnostics.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <utility>

namespace starboard::data {

namespace {

// $ref cycles in a broken schema end here instead of overflowing the stack.
constexpr int kMaxSchemaDepth = 64;

const QStringList &supportedKeywords()
{
    static const QStringList keywords = {
        // assertions and applicators
        QStringLiteral("type"), QStringLiteral("properties"), QStringLiteral("required"),
        QStringLiteral("additionalProperties"), QStringLiteral("items"), QStringLiteral("enum"),
        QStringLiteral("const"), QStringLiteral("minimum"), QStringLiteral("maximum"),
        QStringLiteral("minItems"), QStringLiteral("maxItems"), QStringLiteral("uniqueItems"),
        QStringLiteral("minLength"), QStringLiteral("maxLength"), QStringLiteral("pattern"),
        QStringLiteral("$ref"), QStringLiteral("allOf"), QStringLiteral("anyOf"),
        QStringLiteral("oneOf"),
        // annotations
        QStringLiteral("$schema"), QStringLiteral("$id"), QStringLiteral("$comment"),
        QStringLiteral("$defs"), QStringLiteral("title"), QStringLiteral("description"),
        QStringLiteral("default"), QStringLiteral("examples")};
    return keywords;
}

QString unescapeToken(QString token)
{
    token.replace(QLatin1String("~1"), QLatin1String("/"));
    token.replace(QLatin1String("~0"), QLatin1String("~"));
    return token;
}

QString compact(const QJsonValue &value)
{
    if (value.isString())
        return QLatin1Char('\'') + value.toString() + QLatin1Char('\'');
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 17);
    return QStringLiteral("null");
}

bool matchesType(const QJsonValue &value, const QString &type)
{
    if (type == QLatin1String("object"))
        return value.isObject();
    if (type == QLatin1String("array"))
        return value.isArray();
    if (type == QLatin1String("string"))
        return value.isString();
    if (type == QLatin1String("boolean"))
        return value.isBool();
    if (type == QLatin1String("null"))
        return value.isNull();
    if (type == QLatin1String("number"))
        return value.isDouble();
    if (type == QLatin1String("integer")) {
        const double d = value.toDouble();
        return value.isDouble() && std::isfinite(d) && d == std::trunc(d);
    }
    return false;
}

QString typeWithArticle(const QString &type)
{
    if (type == QLatin1String("object"))
        return Msg::tr("an object");
    if (type == QLatin1String("array"))
        return Msg::tr("an array");
    if (type == QLatin1String("string"))
        return Msg::tr("a string");
    if (type == QLatin1String("boolean"))
        return Msg::tr("true or false");
    if (type == QLatin1String("null"))
        return Msg::tr("null");
    if (type == QLatin1String("number"))
        return Msg::tr("a number");
    if (type == QLatin1String("integer"))
        return Msg::tr("an integer");
    return type;
}

const QStringList &knownTypes()
{
    static const QStringList types = {QStringLiteral("object"), QStringLiteral("array"),
                                      QStringLiteral("string"), QStringLiteral("boolean"),
                                      QStringLiteral("null"),   QStringLiteral("number"),
                                      QStringLiteral("integer")};
    return types;
}

QString childPointer(const QString &pointer, const QString &key)
{
    return pointer + QLatin1Char('/') + escapePointerToken(key);
}

QString childPointer(const QString &pointer, qsizetype index)
{
    return pointer + QLatin1Char('/') + QString::number(index);
}

} // namespace

JsonSchema::JsonSchema(const QJsonObject &root, const QString &name) : m_root(root), m_name(name) {}

std::optional<JsonSchema> JsonSchema::load(const QString &path, QStringList &errors)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        errors.append(Msg::tr("%1: cannot open the file: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        //: A content file's format description (JSON schema) cannot be read: an error for
        //: developers. %1: the file's path; %2: the parser's error.
        errors.append(Msg::tr("%1: not a JSON schema: %2")
                          .arg(path, parseError.error != QJsonParseError::NoError
                                         ? parseError.errorString()
                                         : Msg::tr("the root is not an object")));
        return std::nullopt;
    }
    JsonSchema schema(doc.object(), path);
    const QStringList problems = schema.checkSchema();
    if (!problems.isEmpty()) {
        errors.append(problems);
        return std::nullopt;
    }
    return schema;
}

std::optional<QJsonValue> JsonSchema::resolve(const QString &ref) const
{
    if (!ref.startsWith(QLatin1Char('#')))
        return std::nullopt;
    QJsonValue node = m_root;
    const QString pointer = ref.mid(1);
    if (pointer.isEmpty())
        return node;
    if (!pointer.startsWith(QLatin1Char('/')))
        return std::nullopt;
    const QStringList tokens = pointer.mid(1).split(QLatin1Char('/'));
    for (const QString &raw : tokens) {
        const QString token = unescapeToken(raw);
        if (node.isObject()) {
            const QJsonObject o = node.toObject();
            if (!o.contains(token))
                return std::nullopt;
            node = o.value(token);
        } else if (node.isArray()) {
            bool ok = false;
            const int index = token.toInt(&ok);
            if (!ok || index < 0 || index >= node.toArray().size())
                return std::nullopt;
            node = node.toArray().at(index);
        } else {
            return std::nullopt;
        }
    }
    return node;
}

QStringList JsonSchema::checkSchema() const
{
    QStringList errors;
    checkAt(m_root, QString(), errors, 0);
    return errors;
}

void JsonSchema::checkAt(const QJsonValue &schema, const QString &pointer, QStringList &errors,
                         int depth) const
{
    const Where where{m_name, pointer};
    if (depth > kMaxSchemaDepth) {
        addError(errors, where, Msg::tr("schema nested too deeply"));
        return;
    }
    if (schema.isBool())
        return;
    if (!schema.isObject()) {
        addError(errors, where, Msg::tr("a schema must be an object or a boolean"));
        return;
    }
    const QJsonObject s = schema.toObject();
    for (auto it = s.constBegin(); it != s.constEnd(); ++it) {
        if (!supportedKeywords().contains(it.key()))
            addError(errors, where / it.key(),
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. For developers:
                     //: %1: a keyword of the JSON schema language, keep it as it is.
                     Msg::tr("unsupported schema keyword '%1'").arg(it.key()));
    }
    auto eachMember = [&](const char *keyword) {
        const QString key = QLatin1String(keyword);
        if (!s.contains(key))
            return;
        if (!s.value(key).isObject()) {
            addError(errors, where / key, Msg::tr("must be an object of schemas"));
            return;
        }
        const QJsonObject members = s.value(key).toObject();
        for (auto it = members.constBegin(); it != members.constEnd(); ++it)
            checkAt(it.value(), childPointer(childPointer(pointer, key), it.key()), errors,
                    depth + 1);
    };
    eachMember("properties");
    eachMember("$defs");
    for (const char *keyword : {"additionalProperties", "items"}) {
        const QString key = QLatin1String(keyword);
        if (s.contains(key))
            checkAt(s.value(key), childPointer(pointer, key), errors, depth + 1);
    }
    for (const char *keyword : {"allOf", "anyOf", "oneOf"}) {
        const QString key = QLatin1String(keyword);
        if (!s.contains(key))
            continue;
        const QJsonValue list = s.value(key);
        if (!list.isArray() || list.toArray().isEmpty()) {
            addError(errors, where / key, Msg::tr("must be a non-empty array of schemas"));
            continue;
        }
        const QJsonArray items = list.toArray();
        for (qsizetype i = 0; i < items.size(); ++i)
            checkAt(items[i], childPointer(childPointer(pointer, key), i), errors, depth + 1);
    }
    if (s.contains(QLatin1String("$ref"))) {
        const QString ref = s.value(QLatin1String("$ref")).toString();
        if (!resolve(ref))
            addError(
                errors, where / QStringLiteral("$ref"),
                //: A mistake in a content file (the Workshop's Problems panel, the error on
                //: loading); it follows the place, e.g. '/cards/3/kind: ...'. For developers: %1: a
                //: JSON pointer, e.g. '#/definitions/card'; '#...' stays as it is.
                Msg::tr("cannot resolve '%1' (only '#...' pointers into this schema)").arg(ref));
    }
    if (s.contains(QLatin1String("type"))) {
        const QJsonValue type = s.value(QLatin1String("type"));
        QStringList names;
        if (type.isString())
            names.append(type.toString());
        for (const auto &t : type.toArray())
            names.append(t.toString());
        if (names.isEmpty())
            addError(errors, where / QStringLiteral("type"), Msg::tr("no type given"));
        for (const auto &name : names) {
            if (!knownTypes().contains(name))
                addError(errors, where / QStringLiteral("type"),
                         //: A mistake in a content file (the Workshop's Problems panel, the error
                         //: on loading); it follows the place, e.g. '/cards/3/kind: ...'. For
                         //: developers: %1: a type name of the JSON schema language, e.g.
                         //: 'integer'.
                         Msg::tr("unknown type '%1'").arg(name));
        }
    }
    for (const char *keyword :
         {"minimum", "maximum", "minItems", "maxItems", "minLength", "maxLength"}) {
        const QString key = QLatin1String(keyword);
        if (s.contains(key) && !s.value(key).isDouble())
            addError(errors, where / key, Msg::tr("must be a number"));
    }
    if (s.contains(QLatin1String("pattern"))) {
        const QRegularExpression re(s.value(QLatin1String("pattern")).toString());
        if (!s.value(QLatin1String("pattern")).isString() || !re.isValid())
            addError(errors, where / QStringLiteral("pattern"),
                     Msg::tr("not a valid regular expression"));
    }
    if (s.contains(QLatin1String("required")) && !s.value(QLatin1String("required")).isArray())
        addError(errors, where / QStringLiteral("required"), Msg::tr("must be an array"));
    if (s.contains(QLatin1String("enum")) && !s.value(QLatin1String("enum")).isArray())
        addError(errors, where / QStringLiteral("enum"), Msg::tr("must be an array"));
}

void JsonSchema::validate(const QJsonValue &value, const QString &file, QStringList &errors) const
{
    int mismatches = 0;
    validateAt(value, m_root, file, QString(), errors, 0, mismatches);
}

void JsonSchema::validateAt(const QJsonValue &value, const QJsonValue &schemaValue,
                            const QString &file, const QString &pointer, QStringList &errors,
                            int depth, int &mismatches) const
{
    const Where where{file, pointer};
    if (depth > kMaxSchemaDepth) {
        addError(errors, where, Msg::tr("schema nested too deeply"));
        return;
    }
    if (schemaValue.isBool()) {
        if (!schemaValue.toBool())
            addError(errors, where, Msg::tr("no value is allowed here"));
        return;
    }
    const QJsonObject s = schemaValue.toObject();

    if (s.contains(QLatin1String("$ref"))) {
        const auto target = resolve(s.value(QLatin1String("$ref")).toString());
        if (target)
            validateAt(value, *target, file, pointer, errors, depth + 1, mismatches);
        else
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. For developers:
                     //: %1: a JSON pointer, e.g. '#/definitions/card'.
                     Msg::tr("the schema cannot resolve '%1'")
                         .arg(s.value(QLatin1String("$ref")).toString()));
    }

    if (s.contains(QLatin1String("type"))) {
        const QJsonValue type = s.value(QLatin1String("type"));
        QStringList names;
        if (type.isString())
            names.append(type.toString());
        for (const auto &t : type.toArray())
            names.append(t.toString());
        const bool ok = std::any_of(names.begin(), names.end(),
                                    [&](const QString &t) { return matchesType(value, t); });
        if (!ok) {
            QStringList expected;
            for (const auto &t : names)
                expected.append(typeWithArticle(t));
            if (value.isDouble() && names.contains(QLatin1String("integer")))
                addError(errors, where,
                         Msg::tr("expected %1, found %2")
                             .arg(expected.join(/*: The word between the kinds of value allowed,
                                                   e.g. 'a number or a string' (spaces included). */
                                                Msg::tr(" or ")),
                                  compact(value)));
            else
                addError(errors, where,
                         Msg::tr("expected %1, found %2")
                             .arg(expected.join(Msg::tr(" or ")), describeType(value)));
            return; // the other keywords would only repeat the problem
        }
    }

    if (s.contains(QLatin1String("const")) && value != s.value(QLatin1String("const"))) {
        ++mismatches;
        addError(errors, where,
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: what is
                 //: expected, e.g. 'a number or a string'; %2: the value found, e.g. '"3"'.
                 Msg::tr("must be %1 (found %2)")
                     .arg(compact(s.value(QLatin1String("const"))), compact(value)));
    }
    if (s.contains(QLatin1String("enum"))) {
        const QJsonArray allowed = s.value(QLatin1String("enum")).toArray();
        if (!allowed.contains(value)) {
            ++mismatches;
            QStringList names;
            for (const auto &a : allowed)
                names.append(compact(a));
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: the values
                     //: allowed, e.g. '"near", "distant"'; %2: the value found.
                     Msg::tr("must be one of %1 (found %2)")
                         .arg(names.join(QLatin1String(", ")), compact(value)));
        }
    }

    if (value.isDouble()) {
        const double d = value.toDouble();
        if (s.contains(QLatin1String("minimum")) &&
            d < s.value(QLatin1String("minimum")).toDouble())
            addError(errors, where,
                     Msg::tr("must be at least %1 (found %2)")
                         .arg(compact(s.value(QLatin1String("minimum"))), compact(value)));
        if (s.contains(QLatin1String("maximum")) &&
            d > s.value(QLatin1String("maximum")).toDouble())
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: the highest
                     //: value allowed; %2: the value found.
                     Msg::tr("must be at most %1 (found %2)")
                         .arg(compact(s.value(QLatin1String("maximum"))), compact(value)));
    }

    if (value.isString()) {
        const QString text = value.toString();
        const qsizetype length = text.toUcs4().size(); // characters, not UTF-16 units
        if (s.contains(QLatin1String("minLength")) &&
            length < s.value(QLatin1String("minLength")).toInteger())
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %n: the fewest
                     //: characters allowed; %1: the number found.
                     Msg::tr("must have at least %n character(s) (found %1)", nullptr,
                             int(s.value(QLatin1String("minLength")).toInteger()))
                         .arg(length));
        if (s.contains(QLatin1String("maxLength")) &&
            length > s.value(QLatin1String("maxLength")).toInteger())
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %n: the most
                     //: characters allowed; %1: the number found.
                     Msg::tr("must have at most %n character(s) (found %1)", nullptr,
                             int(s.value(QLatin1String("maxLength")).toInteger()))
                         .arg(length));
        if (s.contains(QLatin1String("pattern"))) {
            const QString pattern = s.value(QLatin1String("pattern")).toString();
            const QRegularExpression re(pattern);
            if (!re.match(text).hasMatch())
                addError(errors, where,
                         //: A mistake in a content file (the Workshop's Problems panel, the error
                         //: on loading); it follows the place, e.g. '/cards/3/kind: ...'. %1: the
                         //: text found; %2: the pattern (a regular expression) it must match, e.g.
                         //: '^[a-z-]+$'.
                         Msg::tr("'%1' does not match the pattern '%2'").arg(text, pattern));
        }
    }

    if (value.isArray()) {
        const QJsonArray items = value.toArray();
        if (s.contains(QLatin1String("minItems")) &&
            items.size() < s.value(QLatin1String("minItems")).toInteger())
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %n: the fewest
                     //: items allowed; %1: the number found.
                     Msg::tr("must have at least %n item(s) (found %1)", nullptr,
                             int(s.value(QLatin1String("minItems")).toInteger()))
                         .arg(items.size()));
        if (s.contains(QLatin1String("maxItems")) &&
            items.size() > s.value(QLatin1String("maxItems")).toInteger())
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %n: the most
                     //: items allowed; %1: the number found.
                     Msg::tr("must have at most %n item(s) (found %1)", nullptr,
                             int(s.value(QLatin1String("maxItems")).toInteger()))
                         .arg(items.size()));
        if (s.value(QLatin1String("uniqueItems")).toBool()) {
            for (qsizetype i = 1; i < items.size(); ++i) {
                for (qsizetype j = 0; j < i; ++j) {
                    if (items[i] == items[j]) {
                        addError(
                            errors, Where{file, childPointer(pointer, i)},
                            //: A mistake in a content file (the Workshop's Problems panel, the
                            //: error on loading); it follows the place, e.g. '/cards/3/kind: ...'.
                            //: %1: the place of the other item, e.g. '/cards/3'.
                            Msg::tr("duplicate item (same as %1)").arg(childPointer(pointer, j)));
                        break;
                    }
                }
            }
        }
        if (s.contains(QLatin1String("items"))) {
            const QJsonValue itemSchema = s.value(QLatin1String("items"));
            for (qsizetype i = 0; i < items.size(); ++i)
                validateAt(items[i], itemSchema, file, childPointer(pointer, i), errors, depth + 1,
                           mismatches);
        }
    }

    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (const auto &key : s.value(QLatin1String("required")).toArray()) {
            if (!object.contains(key.toString()))
                addError(errors, where, Msg::tr("missing key '%1'").arg(key.toString()));
        }
        const QJsonObject properties = s.value(QLatin1String("properties")).toObject();
        const QJsonValue additional = s.value(QLatin1String("additionalProperties"));
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            const QString child = childPointer(pointer, it.key());
            if (properties.contains(it.key())) {
                validateAt(it.value(), properties.value(it.key()), file, child, errors, depth + 1,
                           mismatches);
            } else if (additional.isBool() && !additional.toBool()) {
                addError(errors, where, Msg::tr("unknown key '%1'").arg(it.key()));
            } else if (additional.isObject()) {
                validateAt(it.value(), additional, file, child, errors, depth + 1, mismatches);
            }
        }
    }

    if (s.contains(QLatin1String("allOf"))) {
        for (const auto &sub : s.value(QLatin1String("allOf")).toArray())
            validateAt(value, sub, file, pointer, errors, depth + 1, mismatches);
    }
    for (const char *keyword : {"anyOf", "oneOf"}) {
        const QString key = QLatin1String(keyword);
        if (!s.contains(key))
            continue;
        int matches = 0;
        QStringList closest;
        int closestMismatches = 0;
        bool haveClosest = false;
        for (const auto &sub : s.value(key).toArray()) {
            QStringList subErrors;
            int subMismatches = 0;
            validateAt(value, sub, file, pointer, subErrors, depth + 1, subMismatches);
            if (subErrors.isEmpty()) {
                ++matches;
            } else if (!haveClosest || std::pair(subMismatches, subErrors.size()) <
                                           std::pair(closestMismatches, closest.size())) {
                closest = subErrors;
                closestMismatches = subMismatches;
                haveClosest = true;
            }
        }
        if (matches == 0) {
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %n: the number
                     //: of forms allowed; %1: the schema keyword, 'anyOf' or 'oneOf' (keep it). The
                     //: closest form's message follows.
                     Msg::tr("matches none of the %n allowed form(s) (%1); the closest one "
                             "reports:",
                             nullptr, int(s.value(key).toArray().size()))
                         .arg(key));
            errors.append(closest);
        } else if (key == QLatin1String("oneOf") && matches > 1) {
            addError(errors, where,
                     //: A mistake in a content file (the Workshop's Problems panel, the error on
                     //: loading); it follows the place, e.g. '/cards/3/kind: ...'. %n: the number
                     //: of forms the value matches. 'oneOf' is a schema keyword: keep it.
                     Msg::tr("matches %n of the allowed forms but must match exactly one "
                             "(oneOf)",
                             nullptr, int(matches)));
        }
    }
}

QString schemaPathForFormat(const QString &format)
{
    static const QRegularExpression pattern(QStringLiteral("^starboard\\.([a-z][a-z-]*)$"));
    const auto match = pattern.match(format);
    if (!match.hasMatch())
        return {};
    return QStringLiteral(":/schemas/%1.schema.json").arg(match.captured(1));
}

QStringList validateAgainstSchema(const QJsonObject &doc, const QString &file)
{
    QStringList errors;
    const QString format = doc.value(QLatin1String("format")).toString();
    const QString path = schemaPathForFormat(format);
    if (path.isEmpty() || !QFile::exists(path)) {
        addError(errors, Where{file, QStringLiteral("/format")},
                 //: A mistake in a content file (the Workshop's Problems panel, the error on
                 //: loading); it follows the place, e.g. '/cards/3/kind: ...'. For developers: %1:
                 //: a content format's name, e.g. 'galaxy-command-deck'.
                 Msg::tr("no schema for format '%1'").arg(format));
        return errors;
    }
    const auto schema = JsonSchema::load(path, errors);
    if (schema)
        schema->validate(doc, file, errors);
    return errors;
}

} // namespace starboard::data
