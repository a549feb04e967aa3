#include "boardnavigation.h"

#include <cmath>

namespace starboard {

int stepTowards(const std::vector<QPointF> &spots, int from, int key)
{
    const int count = int(spots.size());
    if (count == 0)
        return -1;
    if (from < 0 || from >= count) {
        QPointF middle;
        for (const QPointF &p : spots)
            middle += p;
        middle /= count;
        int best = 0;
        for (int i = 1; i < count; ++i) {
            const QPointF d = spots[std::size_t(i)] - middle, b = spots[std::size_t(best)] - middle;
            if (QPointF::dotProduct(d, d) < QPointF::dotProduct(b, b))
                best = i;
        }
        return best;
    }
    QPointF direction;
    switch (key) {
    case Qt::Key_Left:
        direction = {-1, 0};
        break;
    case Qt::Key_Right:
        direction = {1, 0};
        break;
    case Qt::Key_Up:
        direction = {0, -1};
        break;
    case Qt::Key_Down:
        direction = {0, 1};
        break;
    default:
        return from;
    }
    const QPointF origin = spots[std::size_t(from)];
    // 50 degrees to either side: a hex grid's upper neighbours (30 degrees off vertical) are
    // Up's, its side neighbours' next row (60 degrees off) is not Right's.
    const double slope = std::tan(50 * M_PI / 180);
    int best = from;
    double bestCost = 0, bestTurn = 0;
    for (int i = 0; i < count; ++i) {
        if (i == from)
            continue;
        const QPointF d = spots[std::size_t(i)] - origin;
        const double ahead = QPointF::dotProduct(d, direction);
        // Positive when the spot lies clockwise of the direction (y points down).
        const double turn = direction.x() * d.y() - direction.y() * d.x();
        const double aside = std::abs(turn);
        if (ahead <= 1e-9 || aside > ahead * slope)
            continue;
        const double cost = std::sqrt(QPointF::dotProduct(d, d)) + aside;
        const bool tie = best != from && std::abs(cost - bestCost) <= 1e-6 * (1 + bestCost);
        if (best == from || (tie ? turn > bestTurn : cost < bestCost)) {
            best = i;
            bestCost = cost;
            bestTurn = turn;
        }
    }
    return best;
}

int BoardNavigation::step(const QVariantList &points, int from, int key) const
{
    std::vector<QPointF> spots;
    spots.reserve(std::size_t(points.size()));
    for (const QVariant &point : points)
        spots.push_back(point.toPointF());
    return stepTowards(spots, from, key);
}

} // namespace starboard
