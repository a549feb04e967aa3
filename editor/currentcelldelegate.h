#pragma once

// An item delegate that shows the keyboard's current cell clearly (issue 12): in a table that
// selects whole rows, the style's focus frame (Fusion: a faint line in the selection's own
// colour) is lost in the highlighted row, so the cell the arrows, F2 and Space act on could
// not be told apart. This one draws a frame 2 pixels wide inside the current cell of the
// focused view, in the colour of the cell's text (the highlighted text's on a selected
// cell), so it stands out as much as the text does, in high contrast too.

#include <QStyledItemDelegate>

namespace starboard::editor {

class CurrentCellDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static constexpr int kFrameWidth = 2;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
};

} // namespace starboard::editor
