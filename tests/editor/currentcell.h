#pragma once

// How clearly a table shows its current cell (issue 12), measured on the view as drawn: the
// WCAG 2 contrast ratio between the cell's frame and the row's background. Used by the
// tests of the Workshop's tables that select whole rows (the deck list, the rule variant).

#include <QAbstractItemView>
#include <QImage>
#include <QtMath>

namespace starboard::editor::test {

inline double relativeLuminance(QColor colour)
{
    const auto linear = [](double c) {
        return c <= 0.04045 ? c / 12.92 : qPow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) +
           0.0722 * linear(colour.blueF());
}

inline double contrastRatio(QColor a, QColor b)
{
    const double la = relativeLuminance(a), lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The least contrast between the current cell's edge (a pixel inside it, one from its
// border, at the middle of each side) and the background of the cell beside it (`neighbour`,
// a cell of the same row), as `view` draws itself now.
inline double currentCellContrast(QAbstractItemView *view, const QModelIndex &neighbour)
{
    const QImage image = view->viewport()->grab().toImage();
    const QRect cell = view->visualRect(view->currentIndex());
    const QRect other = view->visualRect(neighbour);
    // The neighbour's background just inside its top edge (its text is in the middle).
    const QColor background = image.pixelColor(other.center().x(), other.top() + 1);
    const QPoint edges[] = {{cell.left() + 1, cell.center().y()},
                            {cell.right() - 1, cell.center().y()},
                            {cell.center().x(), cell.top() + 1},
                            {cell.center().x(), cell.bottom() - 1}};
    double least = 1e9;
    for (const QPoint &p : edges)
        least = std::min(least, contrastRatio(image.pixelColor(p), background));
    return least;
}

} // namespace starboard::editor::test
