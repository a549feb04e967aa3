#pragma once

// Drives the galaxy editor like a person would: clicks and drags on the hex canvas, and
// reads the document and the checks back. Shared by the galaxy editor and walk-through tests.

#include "document.h"
#include "kinds/galaxy/galaxycanvas.h"
#include "kinds/galaxy/galaxyeditor.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

namespace galaxydriver {

using namespace starboard::editor;
using namespace starboard::editor::galaxy;

// The widget position of a hex's centre (the canvas's own hex -> pixel mapping).
inline QPoint pixelOf(GalaxyEditor &editor, Hex hex)
{
    return editor.canvas()->hexCentre(hex).toPoint();
}

inline void click(GalaxyEditor &editor, Hex hex)
{
    QTest::mouseClick(editor.canvas(), Qt::LeftButton, {}, pixelOf(editor, hex));
}

// One stroke: press on the first hex, move over the others, release on the last.
inline void drag(GalaxyEditor &editor, const QList<Hex> &hexes)
{
    GalaxyCanvas *canvas = editor.canvas();
    QTest::mousePress(canvas, Qt::LeftButton, {}, pixelOf(editor, hexes.first()));
    for (const Hex &hex : hexes.mid(1))
        QTest::mouseMove(canvas, pixelOf(editor, hex));
    QTest::mouseRelease(canvas, Qt::LeftButton, {}, pixelOf(editor, hexes.last()));
}

inline Hex sectorHex(const Document &doc, int index)
{
    const QJsonObject sector = doc.value(QStringLiteral("/sectors/%1").arg(index)).toObject();
    return Hex(sector.value(QLatin1String("q")).toInt(), sector.value(QLatin1String("r")).toInt());
}

inline int sectorCount(const Document &doc)
{
    return int(doc.value(QStringLiteral("/sectors")).toArray().size());
}

inline GalaxyCheck checkOf(GalaxyEditor &editor, const QString &id)
{
    const auto checks = editor.checks();
    for (const GalaxyCheck &check : checks)
        if (check.id == id)
            return check;
    return {};
}

inline void saveShot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("STARBOARD_VIEW_SHOTS");
    if (folder.isEmpty())
        return;
    QVERIFY(widget->grab().save(folder + QLatin1Char('/') + name));
}

// A file's bytes ("" when it cannot be read).
inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace galaxydriver
