#pragma once

// The galaxy being edited, read from the document's JSON (leniently: a broken entry is
// skipped, the loader's problems name it), and the hex arithmetic of the editor. Sectors
// are axial hexes (q, r) drawn pointy-top, as the game's board draws them
// (GodController: x = sqrt(3) * R * (q + r / 2), y = 1.5 * R * r).

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPoint>
#include <QPointF>
#include <QString>

#include <optional>

namespace starboard::editor::galaxy {

using Hex = QPoint; // x = q, y = r

struct FixedThing
{
    int sector = -1;
    QString thing;
};

struct GalaxyMap
{
    QList<std::optional<Hex>> sectors; // by index; nullopt: not a valid sector entry
    QHash<Hex, int> sectorAt;          // hex -> index (the first one)
    QList<FixedThing> things;          // by index of "things"
    QHash<int, int> thingAt;           // sector index -> thing index (the first one)
    bool hasThings = false;            // the file has a "things" array
    QList<int> starbaseSectors;        // by index of "starbaseSectors" (-1: not an integer)
    bool hasStarbaseSectors = false;   // the file has a "starbaseSectors" array

    static GalaxyMap fromJson(const QJsonObject &content);
    int sectorIndex(Hex hex) const { return sectorAt.value(hex, -1); }
    bool isStarbaseSector(int sector) const { return starbaseSectors.contains(sector); }
    int thingIndexAt(Hex hex) const
    {
        const int sector = sectorIndex(hex);
        return sector < 0 ? -1 : thingAt.value(sector, -1);
    }
};

// A sector by its coordinates, as the game's log names it ("sector 3,-2"). The editor's
// geometry beyond the pixel layout (neighbours, distances) is the game's: GodGame.
QString sectorName(Hex hex);

// Pixel layout of a pointy-top hex of circumradius 1 (multiply by the radius).
QPointF hexToUnit(Hex hex);
QPointF hexToUnit(QPointF axial);
Hex unitToHex(QPointF point);

// The half turn that maps (q, r) to (c.q - q, c.r - r): a rotation by 180 degrees about the
// point c / 2 (the default galaxy's centre is c = (1, 0)).
inline Hex mirrored(Hex hex, QPoint centreTimesTwo)
{
    return centreTimesTwo - hex;
}
// The centre (times two) of the sectors' half turn: twice their mean, rounded.
QPoint symmetryCentre(const GalaxyMap &map);

} // namespace starboard::editor::galaxy
