#pragma once

// The galaxy editor's pictures: the canvas's colours, a hex, the fixed Things and the
// Starbase sector mark (drawn at any size), and the tools' icons made of the same shapes.

#include <QColor>
#include <QIcon>
#include <QPointF>
#include <QPolygonF>
#include <QString>

class QPainter;

namespace starboard::editor::galaxy {

inline const QColor kSpace(0x0d, 0x12, 0x20);
inline const QColor kGridLine(0x26, 0x31, 0x4f);
inline const QColor kSectorFill(0x2b, 0x3b, 0x66);
inline const QColor kSectorLine(0x6a, 0x7f, 0xb4);
inline const QColor kWarning(0xe0, 0x4a, 0x3f);
inline const QColor kGold(0xf2, 0xc1, 0x4e);
inline const QColor kTeal(0x3f, 0xd0, 0xc0);

// A pointy-top hex of circumradius `radius`.
QPolygonF hexPolygon(QPointF centre, qreal radius);
// A fixed Thing of `kind` ("planet", "asteroid", "spaceport", "pirate"; anything else: a
// warning dot) in a sector of circumradius `radius`.
void drawThing(QPainter &painter, QPointF centre, qreal radius, const QString &kind);
// The mark of a sector fixed for the Starbases: a teal ring and a station.
void drawStarbaseSector(QPainter &painter, QPointF centre, qreal radius);

// The icon of a tool or option of the galaxy editor: "paint", "erase", "place", "clear",
// "starbase", "mirror", "fit", "preview".
QIcon toolIcon(const QString &name);

} // namespace starboard::editor::galaxy
