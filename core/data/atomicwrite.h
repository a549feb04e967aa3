#pragma once

// Writing a whole file so that it is either completely replaced or left as it was.

#include <QByteArray>
#include <QString>

namespace starboard::data {

// Writes `bytes` to `path` atomically: a temporary file in the same folder is written,
// flushed and checked, then renamed over `path`. On any failure (cannot create, disk full,
// file size limit, rename refused) the temporary file is removed, `path` keeps its previous
// content byte for byte, and `error` is "<path>: cannot write the file: <system's reason>"
// (and `reason`, when given, the system's reason alone, for callers with a message of their
// own).
// Every save in the project goes through here: Qt 6.4's QSaveFile keeps small writes in its
// buffer, and when the real write fails inside commit() it still renames an empty file over
// the old one and returns true.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString &error,
                         QString *reason = nullptr);

} // namespace starboard::data
