#pragma once

// A Workshop document: one Starboard file (galaxy, ship table, deck, ruleset, ...) being
// edited. Its content is the file's JSON object; every edit is a QUndoCommand on the
// document's QUndoStack that changes one value, or inserts, removes or moves one array
// element, addressed by a JSON pointer ("/ships/2/cost"). Editors of every kind work through
// these few operations, so undo, redo, saving and validation are the same for all of them.

#include <QJsonObject>
#include <QJsonValue>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include <functional>
#include <memory>

namespace starboard::editor {

struct DocumentKind;
class JsonLayout;

// One problem found by the game's loader checks: the message as the loader words it and the
// JSON pointer it names ("" for the document as a whole).
struct Problem
{
    QString message;
    QString pointer;
};

class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(QObject *parent = nullptr);
    ~Document() override;

    // Opens a file. A file that cannot be read, is not JSON or not a Starboard format is
    // refused with messages naming the place (line:column or JSON pointer) and nothing
    // changes; a file whose content breaks the rules opens (and shows its problems).
    bool open(const QString &path, QStringList &errors);
    // A new, unsaved document of `kind` from `templateFile` (a shipped ":/data/..." file;
    // empty: the kind's first template, or its default file when it has none).
    bool openDefault(const DocumentKind &kind, QStringList &errors,
                     const QString &templateFile = {});
    // A document recovered after a crash (RecoveryStore): `bytes` as it was, for `path`
    // (the user's file, which is not read; "" for one never saved, then named
    // `untitledName`). It counts as modified until saved.
    bool openRecovered(const QByteArray &bytes, const QString &path, const QString &untitledName,
                       QStringList &errors);

    // Writes the content atomically (data::writeFileAtomically). An unchanged document writes the
    // bytes it was read from; an edited one follows their layout and key order (writeJsonLike()),
    // so that one changed value is one changed line. A document with problems is saved too (a
    // draft): the games refuse to load it with the same messages.
    bool save(QString &error);
    bool saveAs(const QString &path, QString &error);

    const DocumentKind &kind() const { return *m_kind; }
    QString filePath() const { return m_path; } // "" until saved
    QString displayName() const;                // file name, or "Ship table (untitled)"
    bool isModified() const { return !m_undo.isClean(); }
    QUndoStack *undoStack() { return &m_undo; }
    const QJsonObject &content() const { return m_content; }
    // The bytes save() writes now.
    QByteArray serialized() const;

    // The loader checks of the game on the current content, in the loader's words: the
    // file's own and those across the files the game loads with it (the companions, else the
    // shipped files). Only problems in this file have a pointer.
    QList<Problem> problems() const;
    // The documents the game would load with this one (one per other kind of its game; the
    // Workshop gives its open documents). Unset: the shipped files.
    void setCompanions(std::function<QList<const Document *>()> companions)
    {
        m_companions = std::move(companions);
    }
    // The companions given (empty when unset).
    QList<const Document *> companions() const
    {
        return m_companions ? m_companions() : QList<const Document *>();
    }
    // The name problems() gives this file in messages.
    QString messageName() const;

    // Reading by JSON pointer ("" is the whole document).
    QJsonValue value(const QString &pointer) const;

    // Edits, each one undoable step named `text` (as shown in the Edit menu). Several calls
    // between beginMacro()/endMacro() are one step. Each returns false (and changes
    // nothing) when the pointer does not address a value of the right shape.
    //
    // A setValue() with a `mergeKey` (the field edited, e.g. "kind") joins the step before it
    // when that one set the same pointer with the same key and nothing came between (nor a
    // save): arrowing through a chooser or stepping a spin box is one step, named after the
    // last change, and a step that comes back to where it started goes from the stack.
    bool setValue(const QString &pointer, const QJsonValue &value, const QString &text,
                  const QString &mergeKey = {});
    bool insertElement(const QString &arrayPointer, int index, const QJsonValue &value,
                       const QString &text);
    bool removeElement(const QString &arrayPointer, int index, const QString &text);
    bool moveElement(const QString &arrayPointer, int from, int to, const QString &text);
    void beginMacro(const QString &text) { m_undo.beginMacro(text); }
    void endMacro() { m_undo.endMacro(); }

    // Used by the undo commands: applies a change without recording it.
    bool applySet(const QString &pointer, const QJsonValue &value);
    bool applyInsert(const QString &arrayPointer, int index, const QJsonValue &value);
    bool applyRemove(const QString &arrayPointer, int index, QJsonValue *removed);
    bool applyMove(const QString &arrayPointer, int from, int to);

signals:
    // After every change of the content: `pointer` is the value or array that changed.
    void changed(const QString &pointer);
    // A move of an array element (an edit, its undo or its redo) is about to change the
    // content: the element at `from` goes to `to`. Editors follow the element with it (an
    // undone move selects the element where it lands) before changed() arrives.
    void elementAboutToMove(const QString &arrayPointer, int from, int to);
    void fileChanged(); // path or modified state

private:
    bool adopt(const QByteArray &bytes, const QString &displayPath, const QString &path,
               QStringList &errors);

    const DocumentKind *m_kind = nullptr;
    QString m_path;
    QString m_untitledName;
    QJsonObject m_content;
    QJsonObject m_savedContent; // what m_savedBytes hold
    QByteArray m_savedBytes;
    QByteArray m_layoutBytes; // the text whose layout saving follows (read, template or saved)
    mutable std::shared_ptr<const JsonLayout> m_layout; // m_layoutBytes read (when first needed)
    QUndoStack m_undo;
    std::function<QList<const Document *>()> m_companions;
};

// JSON pointers (RFC 6901): "/ships/2/name" <-> {"ships", "2", "name"}.
QStringList splitPointer(const QString &pointer);
QString joinPointer(const QStringList &tokens);
QString childPointer(const QString &pointer, const QString &key);
QString childPointer(const QString &pointer, int index);
// The pointer named by a loader message ("file: /ships/2/cost: must be ..."), or "" when it
// names none.
QString pointerOfMessage(const QString &message);

} // namespace starboard::editor
