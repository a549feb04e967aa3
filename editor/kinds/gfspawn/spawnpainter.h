#pragma once

// The painter of one Galaxy Fighters spawn card: the 5 x 5 deep space as the card's reader
// sees it, with a cell cursor. A click (or Space, Enter, Insert) on a cell asks to place the
// chosen alien on top of its stack, a right click (or Delete, Backspace) to take the top one
// off; the arrow keys move the cursor. The editor makes the edits (undo steps of the
// document) and gives the card back to draw.

#include <QJsonObject>
#include <QPoint>
#include <QStringList>
#include <QWidget>

namespace starboard::editor::gfspawn {

class SpawnPainter : public QWidget
{
    Q_OBJECT

public:
    explicit SpawnPainter(QWidget *parent = nullptr);

    void setCard(const QJsonObject &card, const QStringList &kindIds, bool start);
    const QJsonObject &card() const { return m_card; }
    QPoint cellCursor() const { return m_cursor; } // (col, row)
    void setCellCursor(QPoint cell);
    // The cell under a point of the widget, (-1, -1) outside the grid; and the centre of a
    // cell (for tests that click).
    QPoint cellAt(const QPoint &pos) const;
    QPoint cellCenter(QPoint cell) const;
    // What the cursor's cell holds, in words (the accessible description).
    QString cellDescription(QPoint cell) const;

    QSize sizeHint() const override { return {300, 300}; }
    QSize minimumSizeHint() const override { return {160, 160}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

signals:
    void placeRequested(QPoint cell);
    void removeRequested(QPoint cell);
    void cursorMoved(QPoint cell);
    // Keys that choose what is placed: 1..9 an alien kind (index), Shift+arrow a facing (as
    // the arrow points on the card: Shift+Down "toward", Shift+Up "away", ...).
    void kindRequested(int kind);
    void facingRequested(const QString &facing);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRectF gridRect() const;

    QJsonObject m_card;
    QStringList m_kindIds;
    bool m_start = false;
    QPoint m_cursor{2, 2};
};

} // namespace starboard::editor::gfspawn
