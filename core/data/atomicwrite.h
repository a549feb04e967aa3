#pragma once

// Writing a whole file so that it is either completely replaced or left as it was.

#include <QByteArray>
#include <QString>

namespace starboard::data {

// What writeFileAtomically() keeps of the file it replaces.
enum class WriteMode
{
    // The old file is gone once the new one is in place (exports, the CLI's outputs, caches).
    Replace,
    // The file the player or designer made (saved games, the autosave, Workshop documents):
    // the version replaced is kept as "<path>.bak", so that one step back is always on disk.
    // FILE.bak changes only once the new file is complete on disk: a failed write leaves both
    // as they were.
    KeepBackup,
};

// Removes what a write of `path` killed at the wrong moment may have left beside it: Qt's
// QSaveFile names its temporary file "<path>.XXXXXX" for an instant during commit() (found
// by tests/reliability/sigkill.sh: 1 in 200 kills of the autosave). writeFileAtomically()
// calls it before each write; whoever owns a set of files (the autosave) at its start. The
// file name may be a wildcard pattern ("autosave.turn-*.json").
void removeTemporaryLeftovers(const QString &path);

// The name of the previous version that WriteMode::KeepBackup keeps: "<path>.bak".
QString backupPath(const QString &path);

// Writes `bytes` to `path` atomically: a temporary file in the same folder is written,
// flushed and checked, then renamed over `path`, and the folder is synced, so that the
// rename itself survives a power cut. On any failure (cannot create, disk full, file size
// limit, rename refused) the temporary file is removed, `path` keeps its previous content
// byte for byte, and `error` is "<path>: cannot write the file: <system's reason>" (and
// `reason`, when given, the system's reason alone, for callers with a message of their own).
// Every save in the project goes through here: Qt 6.4's QSaveFile keeps small writes in its
// buffer, and when the real write fails inside commit() it still renames an empty file over
// the old one and returns true.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString &error,
                         QString *reason = nullptr, WriteMode mode = WriteMode::Replace);

} // namespace starboard::data
