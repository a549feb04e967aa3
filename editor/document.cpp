#include "document.h"

#include "data/atomicwrite.h"
#include "data/data.h"
#include "documentkinds.h"
#include "jsonwriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUndoCommand>

namespace starboard::editor {

namespace {

// One change of the content, undone by its inverse. With a merge key, the next change of
// the same value with the same key joins it (Document::setValue()).
class SetCommand : public QUndoCommand
{
public:
    static constexpr int kMergeableId = 1;

    SetCommand(Document *doc, QString pointer, QJsonValue before, QJsonValue after,
               const QString &text, QString mergeKey)
        : QUndoCommand(text), m_doc(doc), m_pointer(std::move(pointer)),
          m_before(std::move(before)), m_after(std::move(after)), m_mergeKey(std::move(mergeKey))
    {}
    void redo() override { m_doc->applySet(m_pointer, m_after); }
    void undo() override { m_doc->applySet(m_pointer, m_before); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : kMergeableId; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = dynamic_cast<const SetCommand *>(other);
        if (!next || next->m_doc != m_doc || next->m_pointer != m_pointer ||
            next->m_mergeKey != m_mergeKey)
            return false;
        m_after = next->m_after;
        setText(next->text());
        // Back where it started: QUndoStack drops the step.
        setObsolete(m_after == m_before);
        return true;
    }

private:
    Document *m_doc;
    QString m_pointer;
    QJsonValue m_before, m_after;
    QString m_mergeKey;
};

class InsertCommand : public QUndoCommand
{
public:
    InsertCommand(Document *doc, QString array, int index, QJsonValue value, const QString &text,
                  bool insert)
        : QUndoCommand(text), m_doc(doc), m_array(std::move(array)), m_index(index),
          m_value(std::move(value)), m_insert(insert)
    {}
    void redo() override { apply(m_insert); }
    void undo() override { apply(!m_insert); }

private:
    void apply(bool insert)
    {
        if (insert)
            m_doc->applyInsert(m_array, m_index, m_value);
        else
            m_doc->applyRemove(m_array, m_index, nullptr);
    }
    Document *m_doc;
    QString m_array;
    int m_index;
    QJsonValue m_value;
    bool m_insert;
};

class MoveCommand : public QUndoCommand
{
public:
    MoveCommand(Document *doc, QString array, int from, int to, const QString &text)
        : QUndoCommand(text), m_doc(doc), m_array(std::move(array)), m_from(from), m_to(to)
    {}
    void redo() override { m_doc->applyMove(m_array, m_from, m_to); }
    void undo() override { m_doc->applyMove(m_array, m_to, m_from); }

private:
    Document *m_doc;
    QString m_array;
    int m_from, m_to;
};

// Sets `value` at `tokens` inside `root` (recursively rebuilding the containers).
bool setIn(QJsonValue &root, const QStringList &tokens, int at, const QJsonValue &value)
{
    if (at == tokens.size()) {
        root = value;
        return true;
    }
    const QString &key = tokens[at];
    if (root.isObject()) {
        QJsonObject object = root.toObject();
        if (at + 1 < tokens.size() && !object.contains(key))
            return false;
        QJsonValue child = object.value(key);
        if (!setIn(child, tokens, at + 1, value))
            return false;
        if (child.isUndefined())
            object.remove(key);
        else
            object.insert(key, child);
        root = object;
        return true;
    }
    if (root.isArray()) {
        QJsonArray array = root.toArray();
        bool ok = false;
        const int index = key.toInt(&ok);
        if (!ok || index < 0 || index >= array.size())
            return false;
        QJsonValue child = array.at(index);
        if (!setIn(child, tokens, at + 1, value) || child.isUndefined())
            return false;
        array.replace(index, child);
        root = array;
        return true;
    }
    return false;
}

} // namespace

QString DocumentKind::displayName() const
{
    return QCoreApplication::translate("Workshop", name);
}

Document::Document(QObject *parent) : QObject(parent)
{
    connect(&m_undo, &QUndoStack::cleanChanged, this, &Document::fileChanged);
}

Document::~Document() = default;

bool Document::adopt(const QByteArray &bytes, const QString &displayPath, const QString &path,
                     QStringList &errors)
{
    const auto doc = data::parseDocument(bytes, displayPath, QString(), errors);
    if (!doc)
        return false;
    const DocumentKind *kind = kindForFormat(doc->value(QLatin1String("format")).toString());
    if (!kind) {
        //: A file the Workshop cannot open. %1: the file's path; '/format' is the place in the file
        //: (keep it); %2: the format found.
        errors.append(QCoreApplication::translate(
                          "Workshop", "%1: /format: the Workshop does not edit '%2' files")
                          .arg(displayPath, doc->value(QLatin1String("format")).toString()));
        return false;
    }
    m_kind = kind;
    m_path = path;
    m_content = *doc;
    m_savedContent = *doc;
    m_savedBytes = bytes;
    m_layoutBytes = bytes;
    m_layout.reset();
    m_undo.clear();
    m_undo.setClean();
    emit changed(QString());
    emit fileChanged();
    return true;
}

bool Document::open(const QString &path, QStringList &errors)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        //: A file the Workshop cannot open. %1: the file's path; %2: the system's reason.
        errors.append(QCoreApplication::translate("Workshop", "%1: cannot open the file (%2)")
                          .arg(path, file.errorString()));
        return false;
    }
    // One byte past the limit is enough for the data layer to refuse the file with its
    // message (the same as the game's and starboard-cli's).
    return adopt(file.read(data::kMaxFileBytes + 1), path, QFileInfo(path).absoluteFilePath(),
                 errors);
}

bool Document::openDefault(const DocumentKind &kind, QStringList &errors,
                           const QString &templateFile)
{
    QString source = templateFile;
    if (source.isEmpty())
        source = kind.templates.empty() ? kind.defaultFile : kind.templates.front().file;
    QFile file(source);
    if (!file.open(QIODevice::ReadOnly)) {
        errors.append(QCoreApplication::translate("Workshop", "%1: cannot open the file (%2)")
                          .arg(source, file.errorString()));
        return false;
    }
    //: Workshop: the name of a new document not yet saved. %1: the kind of content, e.g. 'Galaxy
    //: (untitled)'.
    m_untitledName = QCoreApplication::translate("Workshop", "%1 (untitled)",
                                                 "a new document of this kind, never saved")
                         .arg(kind.displayName());
    if (!adopt(file.readAll(), source, QString(), errors))
        return false;
    // Never written anywhere yet: saving asks for a file.
    m_savedBytes.clear();
    m_savedContent = QJsonObject();
    return true;
}

bool Document::openRecovered(const QByteArray &bytes, const QString &path,
                             const QString &untitledName, QStringList &errors)
{
    m_untitledName = untitledName;
    if (!adopt(bytes, path.isEmpty() ? untitledName : path, path, errors))
        return false;
    // Not what is on disk: saving writes it, and closing asks first.
    m_savedBytes.clear();
    m_savedContent = QJsonObject();
    m_undo.resetClean();
    emit fileChanged();
    return true;
}

QString Document::displayName() const
{
    return m_path.isEmpty() ? m_untitledName : QFileInfo(m_path).fileName();
}

QByteArray Document::serialized() const
{
    if (!m_savedBytes.isEmpty() && m_content == m_savedContent)
        return m_savedBytes;
    if (!m_layout)
        m_layout = std::make_shared<const JsonLayout>(m_layoutBytes);
    return m_layout->write(m_content);
}

bool Document::save(QString &error)
{
    if (m_path.isEmpty()) {
        error =
            QCoreApplication::translate("Workshop", "The document has no file yet: use Save As.");
        return false;
    }
    return saveAs(m_path, error);
}

bool Document::saveAs(const QString &path, QString &error)
{
    const QByteArray bytes = serialized();
    // A file nothing could read back (past a cap of data/limits.h) is not written: the old
    // file and the open document stay as they are.
    if (const QStringList unreadable = data::textErrors(bytes, path); !unreadable.isEmpty()) {
        //: Workshop: %1: the file's path; %2: why Starboard could not read the file, e.g.
        //: '/home/me/g.json: the file is larger than the limit of 8388608 byte(s)'.
        error = QCoreApplication::translate("Workshop",
                                            "%1: not saved, because Starboard could not read the "
                                            "file back (%2); the file on disk is unchanged.")
                    .arg(path, unreadable.front());
        return false;
    }
    QString reason;
    if (!data::writeFileAtomically(path, bytes, error, &reason, data::WriteMode::KeepBackup)) {
        //: Workshop: %1: the file's path; %2: the system's reason.
        error = QCoreApplication::translate("Workshop",
                                            "%1: cannot save (%2); the file on disk is unchanged.")
                    .arg(path, reason);
        return false;
    }
    m_path = QFileInfo(path).absoluteFilePath();
    m_savedBytes = bytes;
    m_layoutBytes = bytes;
    m_layout.reset();
    m_savedContent = m_content;
    m_undo.setClean();
    emit fileChanged();
    return true;
}

QString Document::messageName() const
{
    return m_path.isEmpty() ? displayName() : m_path;
}

QList<Problem> Document::problems() const
{
    QList<Problem> out;
    const QString name = messageName();
    QList<data::NamedDocument> companions;
    if (m_companions) {
        for (const Document *other : m_companions()) {
            if (other && other != this)
                companions.append({other->content(), other->messageName()});
        }
    }
    const QString here = name + QLatin1String(": ");
    for (const QString &message : data::validateWithCompanions(m_content, name, companions))
        out.append({message, message.startsWith(here) ? pointerOfMessage(message) : QString()});
    // What the file would be refused for on reading it back (its size, a string or list
    // past the caps of data/limits.h) although the content itself is right.
    for (const QString &message : data::limitErrors(serialized(), name))
        out.append({message, QString()});
    return out;
}

QJsonValue Document::value(const QString &pointer) const
{
    QJsonValue current = m_content;
    for (const QString &token : splitPointer(pointer)) {
        if (current.isObject()) {
            current = current.toObject().value(token);
        } else if (current.isArray()) {
            bool ok = false;
            const int index = token.toInt(&ok);
            const QJsonArray array = current.toArray();
            if (!ok || index < 0 || index >= array.size())
                return QJsonValue(QJsonValue::Undefined);
            current = array.at(index);
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return current;
}

bool Document::setValue(const QString &pointer, const QJsonValue &value, const QString &text,
                        const QString &mergeKey)
{
    const QJsonValue before = this->value(pointer);
    if (before == value)
        return true;
    if (splitPointer(pointer).isEmpty())
        return false;
    // The parent must exist.
    QStringList tokens = splitPointer(pointer);
    tokens.removeLast();
    const QJsonValue parent = this->value(joinPointer(tokens));
    if (!parent.isObject() && !(parent.isArray() && !before.isUndefined()))
        return false;
    m_undo.push(new SetCommand(this, pointer, before, value, text, mergeKey));
    return true;
}

bool Document::insertElement(const QString &arrayPointer, int index, const QJsonValue &value,
                             const QString &text)
{
    const QJsonValue array = this->value(arrayPointer);
    if (!array.isArray() || index < 0 || index > array.toArray().size())
        return false;
    m_undo.push(new InsertCommand(this, arrayPointer, index, value, text, true));
    return true;
}

bool Document::removeElement(const QString &arrayPointer, int index, const QString &text)
{
    const QJsonValue array = this->value(arrayPointer);
    if (!array.isArray() || index < 0 || index >= array.toArray().size())
        return false;
    m_undo.push(
        new InsertCommand(this, arrayPointer, index, array.toArray().at(index), text, false));
    return true;
}

bool Document::moveElement(const QString &arrayPointer, int from, int to, const QString &text)
{
    const QJsonValue array = this->value(arrayPointer);
    const int n = array.isArray() ? int(array.toArray().size()) : 0;
    if (from < 0 || from >= n || to < 0 || to >= n)
        return false;
    if (from == to)
        return true;
    m_undo.push(new MoveCommand(this, arrayPointer, from, to, text));
    return true;
}

bool Document::applySet(const QString &pointer, const QJsonValue &value)
{
    QJsonValue root = m_content;
    if (!setIn(root, splitPointer(pointer), 0, value) || !root.isObject())
        return false;
    m_content = root.toObject();
    emit changed(pointer);
    return true;
}

bool Document::applyInsert(const QString &arrayPointer, int index, const QJsonValue &value)
{
    QJsonArray array = this->value(arrayPointer).toArray();
    array.insert(index, value);
    return applySet(arrayPointer, array);
}

bool Document::applyRemove(const QString &arrayPointer, int index, QJsonValue *removed)
{
    QJsonArray array = this->value(arrayPointer).toArray();
    if (index < 0 || index >= array.size())
        return false;
    if (removed)
        *removed = array.at(index);
    array.removeAt(index);
    return applySet(arrayPointer, array);
}

bool Document::applyMove(const QString &arrayPointer, int from, int to)
{
    QJsonArray array = this->value(arrayPointer).toArray();
    if (from < 0 || from >= array.size() || to < 0 || to >= array.size())
        return false;
    emit elementAboutToMove(arrayPointer, from, to);
    const QJsonValue moved = array.at(from);
    array.removeAt(from);
    array.insert(to, moved);
    return applySet(arrayPointer, array);
}

QStringList splitPointer(const QString &pointer)
{
    QStringList tokens;
    if (pointer.isEmpty())
        return tokens;
    const QStringList parts = pointer.mid(1).split(QLatin1Char('/'));
    for (QString part : parts) {
        part.replace(QLatin1String("~1"), QLatin1String("/"));
        part.replace(QLatin1String("~0"), QLatin1String("~"));
        tokens.append(part);
    }
    return tokens;
}

QString joinPointer(const QStringList &tokens)
{
    QString pointer;
    for (QString token : tokens) {
        token.replace(QLatin1String("~"), QLatin1String("~0"));
        token.replace(QLatin1String("/"), QLatin1String("~1"));
        pointer += QLatin1Char('/') + token;
    }
    return pointer;
}

QString childPointer(const QString &pointer, const QString &key)
{
    QStringList tokens = splitPointer(pointer);
    tokens.append(key);
    return joinPointer(tokens);
}

QString childPointer(const QString &pointer, int index)
{
    return childPointer(pointer, QString::number(index));
}

QString pointerOfMessage(const QString &message)
{
    // "file: /a/b: message" or "file: (root): message"; a path may itself hold ": ".
    static const QRegularExpression re(QStringLiteral(": (/[^: ]*): "));
    const auto match = re.match(message);
    return match.hasMatch() ? match.captured(1) : QString();
}

} // namespace starboard::editor
