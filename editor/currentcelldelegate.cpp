#include "currentcelldelegate.h"

#include <QPainter>

#include <algorithm>

namespace starboard::editor {

void CurrentCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                const QModelIndex &index) const
{
    // The view marks the current cell with State_HasFocus while it has the focus.
    const bool current = option.state.testFlag(QStyle::State_HasFocus);
    QStyleOptionViewItem plain(option);
    plain.state &= ~QStyle::State_HasFocus; // no second, faint frame from the style
    QStyledItemDelegate::paint(painter, plain, index);
    if (!current)
        return;
    const QPalette::ColorGroup group =
        !option.state.testFlag(QStyle::State_Enabled) ? QPalette::Disabled
        : option.state.testFlag(QStyle::State_Active) ? QPalette::Active
                                                      : QPalette::Inactive;
    const QColor colour = option.palette.color(group, option.state.testFlag(QStyle::State_Selected)
                                                          ? QPalette::HighlightedText
                                                          : QPalette::Text);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    painter->setBrush(colour);
    const QRect r = option.rect;
    const int w = std::min({kFrameWidth, r.width() / 2, r.height() / 2});
    painter->drawRect(QRect(r.left(), r.top(), r.width(), w));
    painter->drawRect(QRect(r.left(), r.bottom() - w + 1, r.width(), w));
    painter->drawRect(QRect(r.left(), r.top() + w, w, r.height() - 2 * w));
    painter->drawRect(QRect(r.right() - w + 1, r.top() + w, w, r.height() - 2 * w));
    painter->restore();
}

} // namespace starboard::editor
