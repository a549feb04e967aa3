#pragma once

// Files with a flood of mistakes, made at test time (issue 13) rather than kept in git.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace floodfiles {

// Writes to `path` a galaxy of two sectors whose Starbase sectors list sector 0 `count`
// times: count - 1 "duplicate Starbase" mistakes. False when the file cannot be written.
inline bool writeDuplicateStarbases(const QString &path, int count)
{
    QByteArray text = R"({"format": "starboard.galaxy", "formatVersion": 1, "id": "flood",
        "name": "Flood", "sectors": [{"q": 0, "r": 0}, {"q": 1, "r": 0}],
        "starbaseSectors": [0)";
    text.reserve(text.size() + 2 * qsizetype(count) + 4);
    for (int i = 1; i < count; ++i)
        text.append(",0");
    text.append("]}\n");
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text) == text.size();
}

} // namespace floodfiles
