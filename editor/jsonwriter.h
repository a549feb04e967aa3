#pragma once

// Writing a Workshop document so that designers' diffs stay small: the JSON is written
// following the text it was read from. What did not change is copied byte for byte (its
// layout, its number spelling); an object keeps the order of its keys, and a key that is new
// goes where the same key stands in a sibling (the array's other elements), else last; array
// elements are matched to the old ones by their common beginning and end, so that one
// inserted, removed or changed element touches only its own lines. New values take the
// layout of their neighbours (one line when the siblings are one line, else the indentation
// of the file). QJsonDocument would sort every object's keys.

#include <QByteArray>
#include <QJsonObject>

#include <memory>

namespace starboard::editor {

// The layout of one original text, read once: a document that is written again and again
// (each edit's checks, the recovery, Save) does not parse its 3 MB of original text each
// time.
class JsonLayout
{
public:
    explicit JsonLayout(const QByteArray &original);
    ~JsonLayout();
    JsonLayout(const JsonLayout &) = delete;
    JsonLayout &operator=(const JsonLayout &) = delete;

    // `content` written after the layout of the original (empty or not JSON: a plain
    // indented layout with the keys in alphabetical order).
    QByteArray write(const QJsonObject &content) const;

private:
    struct Node;
    QByteArray m_original;
    std::unique_ptr<Node> m_root;
};

// `content` written after the layout of `original` (the bytes the document was read from):
// JsonLayout(original).write(content).
QByteArray writeJsonLike(const QJsonObject &content, const QByteArray &original);

} // namespace starboard::editor
