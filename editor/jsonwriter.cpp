#include "jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <vector>

namespace starboard::editor {

namespace {

// One value of the original text: where it is, what it is and, for a container, how its
// members were laid out.
struct TextNode
{
    struct Member
    {
        QByteArray lead;    // the white space before the member
        QByteArray keyText; // objects: the key and the colon as written, with their spaces
        QString key;
        std::unique_ptr<TextNode> node;
    };
    qsizetype begin = 0, end = 0; // the value's text
    QJsonValue value;
    std::vector<Member> members; // object members or array elements, in the text's order
    QByteArray close;            // containers: the white space before the closing bracket
};

class Parser
{
public:
    explicit Parser(const QByteArray &text) : m_text(text) {}

    std::unique_ptr<TextNode> document()
    {
        if (m_text.startsWith("\xEF\xBB\xBF")) // a UTF-8 byte-order mark stays
            m_at = 3;
        skipSpace();
        auto node = value(0);
        skipSpace();
        if (!node || m_at != m_text.size() || !node->value.isObject())
            return nullptr;
        return node;
    }

private:
    QByteArray space()
    {
        const qsizetype from = m_at;
        skipSpace();
        return m_text.mid(from, m_at - from);
    }
    void skipSpace()
    {
        while (m_at < m_text.size() && (m_text[m_at] == ' ' || m_text[m_at] == '\n' ||
                                        m_text[m_at] == '\r' || m_text[m_at] == '\t'))
            ++m_at;
    }
    bool peek(char c) const { return m_at < m_text.size() && m_text[m_at] == c; }

    std::optional<QString> string()
    {
        if (!peek('"'))
            return std::nullopt;
        const qsizetype from = m_at++;
        while (m_at < m_text.size() && m_text[m_at] != '"')
            m_at += m_text[m_at] == '\\' ? 2 : 1;
        if (m_at >= m_text.size())
            return std::nullopt;
        ++m_at;
        const QJsonDocument doc = QJsonDocument::fromJson(
            QByteArray("[") + m_text.mid(from, m_at - from) + QByteArray("]"));
        if (!doc.isArray())
            return std::nullopt;
        return doc.array().at(0).toString();
    }

    std::unique_ptr<TextNode> value(int depth)
    {
        if (depth > 64 || m_at >= m_text.size())
            return nullptr;
        auto node = std::make_unique<TextNode>();
        node->begin = m_at;
        const char c = m_text[m_at];
        if (c == '{' || c == '[') {
            const bool object = c == '{';
            ++m_at;
            QJsonObject o;
            QJsonArray a;
            QByteArray lead = space();
            if (!peek(object ? '}' : ']')) {
                for (;;) {
                    TextNode::Member member;
                    member.lead = lead;
                    if (object) {
                        const qsizetype keyFrom = m_at;
                        const auto key = string();
                        if (!key)
                            return nullptr;
                        skipSpace();
                        if (!peek(':'))
                            return nullptr;
                        ++m_at;
                        skipSpace();
                        member.key = *key;
                        member.keyText = m_text.mid(keyFrom, m_at - keyFrom);
                    }
                    member.node = value(depth + 1);
                    if (!member.node)
                        return nullptr;
                    if (object)
                        o.insert(member.key, member.node->value);
                    else
                        a.append(member.node->value);
                    node->members.push_back(std::move(member));
                    const QByteArray after = space();
                    if (peek(',')) {
                        ++m_at;
                        lead = space();
                        continue;
                    }
                    node->close = after;
                    break;
                }
            } else {
                node->close = lead;
            }
            if (!peek(object ? '}' : ']'))
                return nullptr;
            ++m_at;
            if (object)
                node->value = o;
            else
                node->value = a;
        } else if (c == '"') {
            const auto text = string();
            if (!text)
                return nullptr;
            node->value = *text;
        } else {
            while (m_at < m_text.size() && !QByteArrayView(" \t\r\n,]}").contains(m_text[m_at]))
                ++m_at;
            const QJsonDocument doc = QJsonDocument::fromJson(
                QByteArray("[") + m_text.mid(node->begin, m_at - node->begin) + QByteArray("]"));
            if (!doc.isArray() || doc.array().size() != 1)
                return nullptr;
            node->value = doc.array().at(0);
        }
        node->end = m_at;
        return node;
    }

    const QByteArray &m_text;
    qsizetype m_at = 0;
};

QByteArray quoted(const QString &text)
{
    QByteArray out("\"");
    for (const char c : text.toUtf8()) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20)
                out += QByteArray("\\u00") + QByteArray::number(int(c), 16).rightJustified(2, '0');
            else
                out += c;
        }
    }
    return out + '"';
}

QByteArray scalar(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Bool:
        return value.toBool() ? "true" : "false";
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (d == std::floor(d) && std::abs(d) < 9007199254740992.0)
            return QByteArray::number(qint64(d));
        return QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
    }
    case QJsonValue::String:
        return quoted(value.toString());
    default:
        return "null";
    }
}

class Writer
{
public:
    Writer(const QByteArray &text, const TextNode *root) : m_text(text)
    {
        // The file's indentation step: the first member's, else four spaces.
        if (root && !root->members.empty()) {
            const QByteArray &lead = root->members.front().lead;
            const qsizetype line = lead.lastIndexOf('\n');
            if (line >= 0 && lead.size() - line - 1 > 0)
                m_step = lead.mid(line + 1);
        }
    }

    // `value` where `node` was (nullptr: new), on a line indented by `indent`; `hint` is a
    // sibling of `node` for the order of new keys and the layout of new values.
    void write(QByteArray &out, const QJsonValue &value, const TextNode *node,
               const QByteArray &indent, const TextNode *hint)
    {
        if (node && node->value == value) {
            out += m_text.mid(node->begin, node->end - node->begin);
            return;
        }
        const bool object = value.isObject(), array = value.isArray();
        if ((object && node && node->value.isObject()) ||
            (array && node && node->value.isArray())) {
            if (object)
                rewriteObject(out, value.toObject(), *node, indent, hint);
            else
                rewriteArray(out, value.toArray(), *node, indent);
            return;
        }
        fresh(out, value, indent, hint ? hint : node);
    }

private:
    bool oneLine(const TextNode *like) const
    {
        return like && !m_text.mid(like->begin, like->end - like->begin).contains('\n');
    }
    QByteArray indentOf(const QByteArray &lead, const QByteArray &fallback) const
    {
        const qsizetype line = lead.lastIndexOf('\n');
        return line >= 0 ? lead.mid(line + 1) : fallback;
    }

    // Keys in the order of `like`'s members first, then the others alphabetically.
    static QStringList keyOrder(const QJsonObject &object, const TextNode *like)
    {
        QStringList keys;
        if (like && like->value.isObject()) {
            for (const auto &member : like->members)
                if (object.contains(member.key) && !keys.contains(member.key))
                    keys.append(member.key);
        }
        for (const QString &key : object.keys())
            if (!keys.contains(key))
                keys.append(key);
        return keys;
    }

    static const TextNode *memberNode(const TextNode *node, const QString &key)
    {
        if (!node || !node->value.isObject())
            return nullptr;
        for (const auto &member : node->members)
            if (member.key == key)
                return member.node.get();
        return nullptr;
    }

    // A value with no text to follow: one line like `like`, or indented.
    void fresh(QByteArray &out, const QJsonValue &value, const QByteArray &indent,
               const TextNode *like)
    {
        if (!value.isObject() && !value.isArray()) {
            out += scalar(value);
            return;
        }
        const bool inline_ = oneLine(like);
        const QByteArray inner = indent + m_step;
        const QByteArray lead = inline_ ? QByteArray() : "\n" + inner;
        if (value.isObject()) {
            const QJsonObject object = value.toObject();
            const QStringList keys = keyOrder(object, like);
            out += '{';
            for (qsizetype i = 0; i < keys.size(); ++i) {
                out += (i > 0 ? (inline_ ? ", " : ",") : "") + lead + quoted(keys[i]) + ": ";
                fresh(out, object.value(keys[i]), inner, memberNode(like, keys[i]));
            }
            out += (keys.isEmpty() || inline_ ? QByteArray() : "\n" + indent) + '}';
        } else {
            const QJsonArray array = value.toArray();
            const TextNode *element = like && like->value.isArray() && !like->members.empty()
                                          ? like->members.front().node.get()
                                          : nullptr;
            out += '[';
            for (qsizetype i = 0; i < array.size(); ++i) {
                out += (i > 0 ? (inline_ ? ", " : ",") : "") + lead;
                fresh(out, array.at(i), inner, element);
            }
            out += (array.isEmpty() || inline_ ? QByteArray() : "\n" + indent) + ']';
        }
    }

    void rewriteObject(QByteArray &out, const QJsonObject &object, const TextNode &node,
                       const QByteArray &indent, const TextNode *hint)
    {
        // The old keys that remain, in their order; each new key after the key that stands
        // before it in the sibling, else last.
        QStringList keys;
        for (const auto &member : node.members)
            if (object.contains(member.key) && !keys.contains(member.key))
                keys.append(member.key);
        const QStringList hintOrder = hint ? keyOrder(object, hint) : QStringList();
        for (const QString &key : object.keys()) {
            if (keys.contains(key))
                continue;
            qsizetype at = keys.size();
            for (qsizetype h = hintOrder.indexOf(key) - 1; h >= 0; --h) {
                const qsizetype before = keys.indexOf(hintOrder[h]);
                if (before >= 0) {
                    at = before + 1;
                    break;
                }
            }
            keys.insert(at, key);
        }
        const bool inline_ = node.members.empty() ? false : oneLine(&node);
        const QByteArray inner =
            node.members.empty() ? indent + m_step : indentOf(node.members.front().lead, indent);
        QByteArray previousLead = node.members.empty() ? (inline_ ? QByteArray() : "\n" + inner)
                                                       : node.members.front().lead;
        out += '{';
        for (qsizetype i = 0; i < keys.size(); ++i) {
            if (i > 0)
                out += ',';
            const auto old =
                std::find_if(node.members.begin(), node.members.end(),
                             [&](const TextNode::Member &m) { return m.key == keys[i]; });
            if (old != node.members.end()) {
                out += old->lead + old->keyText;
                previousLead = old->lead;
                write(out, object.value(keys[i]), old->node.get(), indentOf(old->lead, inner),
                      memberNode(hint, keys[i]));
            } else {
                // A new member: laid out like its neighbour.
                QByteArray lead = previousLead;
                if (i == 0 && !lead.contains('\n') && !lead.isEmpty())
                    lead.clear();
                if (i > 0 && lead.isEmpty())
                    lead = " ";
                out += lead + quoted(keys[i]) + ": ";
                fresh(out, object.value(keys[i]), indentOf(lead, inner), memberNode(hint, keys[i]));
            }
        }
        if (node.members.empty())
            out += keys.isEmpty() ? node.close : "\n" + indent;
        else
            out += keys.isEmpty() ? QByteArray() : node.close;
        out += '}';
    }

    void rewriteArray(QByteArray &out, const QJsonArray &array, const TextNode &node,
                      const QByteArray &indent)
    {
        const qsizetype oldCount = qsizetype(node.members.size()), newCount = array.size();
        qsizetype prefix = 0;
        while (prefix < oldCount && prefix < newCount &&
               node.members[std::size_t(prefix)].node->value == array.at(prefix))
            ++prefix;
        qsizetype suffix = 0;
        while (suffix < oldCount - prefix && suffix < newCount - prefix &&
               node.members[std::size_t(oldCount - 1 - suffix)].node->value ==
                   array.at(newCount - 1 - suffix))
            ++suffix;
        const bool inline_ = oneLine(&node);
        const QByteArray inner =
            node.members.empty() ? indent + m_step : indentOf(node.members.front().lead, indent);
        QByteArray previousLead = node.members.empty() ? (inline_ ? QByteArray() : "\n" + inner)
                                                       : node.members.front().lead;
        const TextNode *sibling = node.members.empty() ? nullptr : node.members.front().node.get();
        out += '[';
        for (qsizetype j = 0; j < newCount; ++j) {
            if (j > 0)
                out += ',';
            qsizetype old = -1;
            if (j < prefix)
                old = j;
            else if (j >= newCount - suffix)
                old = j - newCount + oldCount;
            else if (j < oldCount - suffix)
                old = j; // changed in place
            if (old >= 0) {
                const auto &member = node.members[std::size_t(old)];
                QByteArray lead = member.lead;
                // The first element keeps the array's opening layout.
                if (j == 0 && old != 0)
                    lead = node.members.front().lead;
                out += lead;
                previousLead = lead;
                write(out, array.at(j), member.node.get(), indentOf(lead, inner), sibling);
                sibling = member.node.get();
            } else {
                QByteArray lead = previousLead;
                if (j > 0 && lead.isEmpty())
                    lead = " ";
                out += lead;
                fresh(out, array.at(j), indentOf(lead, inner), sibling);
            }
        }
        if (node.members.empty())
            out += newCount == 0 ? node.close : (inline_ ? QByteArray() : "\n" + indent);
        else
            out += newCount == 0 ? QByteArray() : node.close;
        out += ']';
    }

    const QByteArray &m_text;
    QByteArray m_step = "    ";
};

} // namespace

struct JsonLayout::Node
{
    std::unique_ptr<TextNode> root; // nullptr: the original is empty or not JSON
};

JsonLayout::JsonLayout(const QByteArray &original)
    : m_original(original), m_root(std::make_unique<Node>())
{
    if (!original.isEmpty())
        m_root->root = Parser(m_original).document();
}

JsonLayout::~JsonLayout() = default;

QByteArray JsonLayout::write(const QJsonObject &content) const
{
    const TextNode *root = m_root->root.get();
    Writer writer(m_original, root);
    QByteArray out = root ? m_original.left(root->begin) : QByteArray();
    writer.write(out, content, root, QByteArray(), nullptr);
    // The file's last line break (QJsonDocument ends with one; so do most editors).
    if (root) {
        out += m_original.mid(root->end);
    } else {
        out += '\n';
    }
    return out;
}

QByteArray writeJsonLike(const QJsonObject &content, const QByteArray &original)
{
    return JsonLayout(original).write(content);
}

} // namespace starboard::editor
