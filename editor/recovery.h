#pragma once

// Workshop recovery (issue 13): the documents with unsaved changes are written, every 30 s,
// into a recovery folder of their own, never over the user's files; after a crash the next
// Workshop offers them back (LibreOffice's document recovery).
//
// <folder>/<instance>/doc-<n>.json holds one document: its file ("" while untitled), its
// name, when it was written and its bytes (what Save would write). Each running Workshop
// owns one <instance> subfolder and holds <folder>/<instance>.lock (QLockFile) while it
// lives, so that two instances never write or offer the same files. A subfolder whose lock
// is free (its process is gone: a crash, a kill) is left over: its documents are offered,
// and the instance that offers them takes its lock until they are opened or discarded. A
// normal close of the Workshop removes its subfolder.

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <vector>

namespace starboard::editor {

class Document;

class RecoveryStore : public QObject
{
public:
    // A document left by a Workshop that ended without closing.
    struct Entry
    {
        QString recoveryFile; // where it is kept
        QString file;         // the user's file; "" for a document never saved
        QString name;         // its name in the Workshop ("Galaxy (untitled)", "spiral.json")
        QDateTime written;    // when it was written
        QByteArray content;   // the document's bytes
    };

    // QStandardPaths::AppDataLocation/recovery.
    static QString defaultFolder();

    // Takes a subfolder of `folder` for this instance (locked).
    explicit RecoveryStore(const QString &folder, QObject *parent = nullptr);
    ~RecoveryStore() override;

    // Writes the modified documents among `documents` (each to its own file, atomically)
    // and removes the files of those that are no longer modified or no longer open. "" or
    // the first error.
    QString write(const QList<Document *> &documents);
    // `document` has nothing to recover any more (saved, closed): its file goes.
    void forget(const Document *document);
    // A normal end: this instance's subfolder goes.
    void clear();
    // The documents left over by instances that are gone (their locks are taken over), the
    // newest first. Read again on every call.
    QList<Entry> leftovers();
    // A left-over document opened or discarded: its file goes (and its instance's folder,
    // once empty).
    void remove(const Entry &entry);
    QString instanceFolder() const { return m_instanceFolder; }

private:
    QString m_folder;
    QString m_instanceFolder;
    std::unique_ptr<QLockFile> m_lock;
    // The locks of left-over folders taken over, by folder.
    std::vector<std::pair<QString, std::unique_ptr<QLockFile>>> m_taken;
    QHash<const Document *, int> m_numbers; // doc-<n>.json of each document written
    int m_next = 1;
};

} // namespace starboard::editor
