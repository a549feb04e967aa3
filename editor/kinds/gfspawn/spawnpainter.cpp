#include "spawnpainter.h"

#include "spawnart.h"

#include <QJsonArray>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace starboard::editor::gfspawn {

SpawnPainter::SpawnPainter(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    //: Workshop, spawn deck designer (Galaxy Fighters): the accessible name of the 5 x 5 grid
    //: of a spawn card where aliens are placed.
    setAccessibleName(tr("Spawn card"));
    setToolTip(tr("Click or Space: place the chosen alien on top of the cell's stack. Right "
                  "click or Delete: take the top alien off. Arrow keys: move the cursor."));
}

void SpawnPainter::setCard(const QJsonObject &card, const QStringList &kindIds, bool start)
{
    m_card = card;
    m_kindIds = kindIds;
    m_start = start;
    setAccessibleDescription(cellDescription(m_cursor));
    update();
}

void SpawnPainter::setCellCursor(QPoint cell)
{
    cell.setX(std::clamp(cell.x(), 0, kGrid - 1));
    cell.setY(std::clamp(cell.y(), 0, kGrid - 1));
    if (cell == m_cursor)
        return;
    m_cursor = cell;
    setAccessibleDescription(cellDescription(m_cursor));
    update();
    emit cursorMoved(m_cursor);
}

QRectF SpawnPainter::gridRect() const
{
    const double side = std::min(width(), height()) - 4;
    return {(width() - side) / 2, (height() - side) / 2, side, side};
}

QPoint SpawnPainter::cellAt(const QPoint &pos) const
{
    const QRectF grid = gridRect();
    if (!grid.contains(pos))
        return {-1, -1};
    const double cell = grid.width() / kGrid;
    return {std::clamp(int((pos.x() - grid.left()) / cell), 0, kGrid - 1),
            std::clamp(int((pos.y() - grid.top()) / cell), 0, kGrid - 1)};
}

QPoint SpawnPainter::cellCenter(QPoint cell) const
{
    const QRectF grid = gridRect();
    const double side = grid.width() / kGrid;
    return QPointF(grid.left() + (cell.x() + 0.5) * side, grid.top() + (cell.y() + 0.5) * side)
        .toPoint();
}

QString SpawnPainter::cellDescription(QPoint cell) const
{
    //: Workshop, spawn deck designer (Galaxy Fighters): the cell under the cursor, for screen
    //: readers. %1: column 1..5 from the reader's left; %2: row 1..5 from the far row.
    const QString where = tr("Column %1, row %2").arg(cell.x() + 1).arg(cell.y() + 1);
    const int index = cellIndex(m_card, cell.x(), cell.y());
    if (index < 0)
        //: Workshop, spawn deck designer: a cell of a spawn card without aliens. %1: where, e.g.
        //: 'Column 2, row 3'.
        return tr("%1: empty").arg(where);
    QStringList aliens;
    const QJsonArray stack = m_card.value(QLatin1String("cells"))
                                 .toArray()
                                 .at(index)
                                 .toObject()
                                 .value(QLatin1String("aliens"))
                                 .toArray();
    for (qsizetype i = stack.size() - 1; i >= 0; --i) {
        const QJsonObject alien = stack[i].toObject();
        aliens.append(QStringLiteral("%1 %2").arg(
            alien.value(QLatin1String("kind")).toString(),
            facingName(alien.value(QLatin1String("facing")).toString())));
    }
    //: Workshop, spawn deck designer: a cell of a spawn card with aliens. %1: where, e.g.
    //: 'Column 2, row 3'; %2: the aliens from the top of the stack down, e.g. 'bluvol Toward
    //: the reader, yellum Away from the reader'.
    return tr("%1, top first: %2").arg(where, aliens.join(QStringLiteral(", ")));
}

void SpawnPainter::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paintSpawnCard(painter, gridRect(), m_card, m_kindIds, hasFocus() ? m_cursor : QPoint(-1, -1),
                   m_start);
    if (!hasFocus()) {
        // The cursor stays visible without the focus, thinner.
        const QRectF grid = gridRect();
        const double side = grid.width() / kGrid;
        painter.setPen(QPen(QColor(0xa0, 0xa0, 0xa0), 1, Qt::DashLine));
        painter.drawRect(
            QRectF(grid.left() + m_cursor.x() * side, grid.top() + m_cursor.y() * side, side, side)
                .adjusted(3, 3, -3, -3));
    }
}

bool SpawnPainter::event(QEvent *event)
{
    // Insert places an alien here, not the designer's "Add card" (its key elsewhere).
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Insert && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void SpawnPainter::mousePressEvent(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    setCellCursor(cell);
    if (event->button() == Qt::LeftButton)
        emit placeRequested(cell);
    else if (event->button() == Qt::RightButton)
        emit removeRequested(cell);
}

void SpawnPainter::keyPressEvent(QKeyEvent *event)
{
    if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (event->modifiers() & Qt::ShiftModifier) {
        switch (event->key()) {
        case Qt::Key_Down:
            emit facingRequested(QStringLiteral("toward"));
            return;
        case Qt::Key_Up:
            emit facingRequested(QStringLiteral("away"));
            return;
        case Qt::Key_Left:
            emit facingRequested(QStringLiteral("left"));
            return;
        case Qt::Key_Right:
            emit facingRequested(QStringLiteral("right"));
            return;
        default:
            break;
        }
    }
    if (event->key() >= Qt::Key_1 && event->key() <= Qt::Key_9) {
        emit kindRequested(event->key() - Qt::Key_1);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        setCellCursor(m_cursor + QPoint(-1, 0));
        return;
    case Qt::Key_Right:
        setCellCursor(m_cursor + QPoint(1, 0));
        return;
    case Qt::Key_Up:
        setCellCursor(m_cursor + QPoint(0, -1));
        return;
    case Qt::Key_Down:
        setCellCursor(m_cursor + QPoint(0, 1));
        return;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Insert:
        emit placeRequested(m_cursor);
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        emit removeRequested(m_cursor);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace starboard::editor::gfspawn
