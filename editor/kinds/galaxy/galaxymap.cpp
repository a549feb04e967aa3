#include "galaxymap.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>

namespace starboard::editor::galaxy {

namespace {

std::optional<int> integer(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (d != std::floor(d) || std::abs(d) > 1e6)
        return std::nullopt;
    return int(d);
}

} // namespace

GalaxyMap GalaxyMap::fromJson(const QJsonObject &content)
{
    GalaxyMap map;
    const QJsonArray sectors = content.value(QLatin1String("sectors")).toArray();
    map.sectors.reserve(sectors.size());
    for (const QJsonValue &value : sectors) {
        const QJsonObject object = value.toObject();
        const auto q = integer(object.value(QLatin1String("q")));
        const auto r = integer(object.value(QLatin1String("r")));
        if (q && r && !map.sectorAt.contains(Hex(*q, *r))) {
            map.sectorAt.insert(Hex(*q, *r), int(map.sectors.size()));
            map.sectors.append(Hex(*q, *r));
        } else {
            map.sectors.append(std::nullopt);
        }
    }
    const QJsonValue things = content.value(QLatin1String("things"));
    map.hasThings = things.isArray();
    const QJsonArray list = things.toArray();
    for (const QJsonValue &value : list) {
        const QJsonObject object = value.toObject();
        FixedThing thing;
        thing.sector = integer(object.value(QLatin1String("sector"))).value_or(-1);
        thing.thing = object.value(QLatin1String("thing")).toString();
        if (thing.sector >= 0 && thing.sector < map.sectors.size() &&
            !map.thingAt.contains(thing.sector))
            map.thingAt.insert(thing.sector, int(map.things.size()));
        map.things.append(thing);
    }
    const QJsonValue starbases = content.value(QLatin1String("starbaseSectors"));
    map.hasStarbaseSectors = starbases.isArray();
    for (const QJsonValue &value : starbases.toArray())
        map.starbaseSectors.append(integer(value).value_or(-1));
    return map;
}

QString sectorName(Hex hex)
{
    return QCoreApplication::translate("GalaxyOfD", "sector %1,%2").arg(hex.x()).arg(hex.y());
}

QPointF hexToUnit(QPointF axial)
{
    return QPointF(std::sqrt(3.0) * (axial.x() + axial.y() / 2.0), 1.5 * axial.y());
}

QPointF hexToUnit(Hex hex)
{
    return hexToUnit(QPointF(hex));
}

Hex unitToHex(QPointF point)
{
    const double q = std::sqrt(3.0) / 3.0 * point.x() - point.y() / 3.0;
    const double r = 2.0 / 3.0 * point.y();
    // Cube rounding.
    const double s = -q - r;
    double rq = std::round(q), rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q), dr = std::abs(rr - r), ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return Hex(int(rq), int(rr));
}

QPoint symmetryCentre(const GalaxyMap &map)
{
    double q = 0, r = 0;
    int count = 0;
    for (const auto &hex : map.sectors) {
        if (!hex)
            continue;
        q += hex->x();
        r += hex->y();
        ++count;
    }
    if (count == 0)
        return QPoint(1, 0);
    return QPoint(int(std::lround(2 * q / count)), int(std::lround(2 * r / count)));
}

} // namespace starboard::editor::galaxy
