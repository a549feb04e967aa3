#pragma once

// The hexes of the Galaxy of D board: one item for the whole galaxy that draws every
// sector's hex (filled by its owner, outlined by its highlight) and takes the clicks and
// the hover of all of them. It replaces a QML delegate per sector (an item, a hex, a tap
// and a hover handler and a tool tip each: about a fifth of a new game's start-up for the
// 102 sectors). The pictures on the hexes (Things, Starbases, stacks) are GodSectorArt.qml,
// made only for the sectors that have some.
//
// Drawing: the hexes come in a handful of looks (fill, outline, size); each look is drawn
// once with QPainter into a texture at the board's zoom (so the hexes stay sharp when the
// board is zoomed in) and every sector is an image node of it. Image nodes and textures are
// drawn by every scene graph backend, the software one included (the offscreen platform,
// machines without OpenGL). A click or the hover counts inside a hexagon only (neighbouring
// sectors' squares overlap).

#include "godcontroller.h"

#include <QAccessible>
#include <QPointer>
#include <QQuickItem>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

namespace starboard {

class GodGridAccessible;

class GodGrid : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(starboard::god::GodController *controller READ controller WRITE setController NOTIFY
                   controllerChanged)
    // The scale at which the board is shown (its zoom): the textures' resolution.
    Q_PROPERTY(qreal zoom READ zoom WRITE setZoom NOTIFY zoomChanged)
    // The sector under the mouse (-1: none), and what its tool tip says ("" for nothing).
    Q_PROPERTY(int hoveredSector READ hoveredSector NOTIFY hoveredChanged)
    Q_PROPERTY(QString hoveredTip READ hoveredTip NOTIFY hoveredChanged)
    // Keyboard play (boardnavigation.h): the sector under the keyboard cursor (-1: none yet;
    // the first focus puts it on a sector that a click would act on), and what it holds, for
    // the accessible name ("Sector 4,-1: planet, ...").
    Q_PROPERTY(int cursor READ cursor WRITE setCursor NOTIFY cursorChanged)
    Q_PROPERTY(QString cursorText READ cursorText NOTIFY cursorChanged)
    // The cursor's ring is for keyboard use: shown after Tab or a key, hidden by a click.
    Q_PROPERTY(bool cursorShown READ cursorShown NOTIFY cursorChanged)
    // How to use the map with the keyboard, for screen readers (the accessible description
    // of the map and of its sectors: godgridaccessible.h).
    Q_PROPERTY(QString hint READ hint WRITE setHint NOTIFY hintChanged)

public:
    explicit GodGrid(QQuickItem *parent = nullptr);
    ~GodGrid() override;

    god::GodController *controller() const { return m_controller; }
    void setController(god::GodController *controller);
    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);
    int hoveredSector() const { return m_hovered; }
    QString hoveredTip() const { return m_tip; }
    int cursor() const { return m_cursor; }
    void setCursor(int sector);
    QString cursorText() const;
    bool cursorShown() const { return m_cursorShown; }
    QString hint() const { return m_hint; }
    void setHint(const QString &hint);

    // For the screen reader's view of the map (godgridaccessible.h): the map's name, the
    // number of sectors, what a sector holds ("Sector 4,-1: Planet, ..."), the hexes' size
    // and the selected stack's sector (-1: none).
    QString mapName() const;
    int sectorCount() const { return int(rows().size()); }
    QString sectorText(int sector) const;
    qreal hexRadius() const { return radius(); }
    int selectedSector() const;
    // A screen reader's actions: focus the map with the cursor on `sector`; act on `sector`
    // as Enter does.
    void focusSector(int sector);
    void activateSector(int sector);

    // The sector whose hexagon holds `point` (item coordinates), or -1.
    Q_INVOKABLE int sectorAt(const QPointF &point) const;
    // The centre of `sector`'s hex in item coordinates.
    Q_INVOKABLE QPointF centreOf(int sector) const;
    // For tests that click as a person does (the soak test): every sector as {sector, x, y
    // (its centre, item coordinates), actionable (a click there does something now),
    // highlight}.
    Q_INVOKABLE QVariantList clickSpots() const;
    // What the tool tip of `sector` says: its Thing and its stacks.
    Q_INVOKABLE QString tipOf(int sector) const;

    bool contains(const QPointF &point) const override;

signals:
    void controllerChanged();
    void zoomChanged();
    void hoveredChanged();
    void cursorChanged();
    void hintChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseUngrabEvent() override;
    void hoverEnterEvent(QHoverEvent *event) override;
    void hoverMoveEvent(QHoverEvent *event) override;
    void hoverLeaveEvent(QHoverEvent *event) override;
    // Arrows move the cursor, Enter or Space act on its sector as a click does, Escape
    // drops the selected stack.
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void itemChange(ItemChange change, const ItemChangeData &data) override;

private:
    const std::vector<god::GodSectorModel::Row> &rows() const;
    // The rows with the controller's pending changes applied (for the keyboard, which acts
    // at once; painting, hover and the cursor's text read rows() as last shown: a flush
    // inside a binding would loop).
    const std::vector<god::GodSectorModel::Row> &freshRows() const;
    qreal radius() const;
    std::vector<QPointF> centres() const; // every sector's centre, for boardnavigation.h
    void setHovered(int sector);
    void refreshTip();
    // Tells a screen reader that the focus is on the cursor's sector (if one listens).
    void reportCursor();
    void reportFocusEntered();
    GodGridAccessible *accessible() const;

    QPointer<god::GodController> m_controller;
    qreal m_zoom = 1;
    int m_hovered = -1;
    int m_pressed = -1;
    int m_cursor = -1;
    bool m_cursorShown = false;
    QString m_tip;
    QString m_hint;
    QAccessible::Id m_accessible = 0;
};

} // namespace starboard
