#pragma once

// The hex grid of the galaxy editor: the galaxy's sectors and fixed Things over a wider
// empty grid. A left-button stroke (press, drag, release) reports every hex it passes,
// also those between two mouse samples of a fast drag; the right or middle button pans,
// the wheel zooms about the pointer. The view fits the galaxy to the widget until the
// user draws, zooms or pans; after that the map stays where it is on the screen, also when
// the canvas is resized or moved by the panels around it.
//
// The keyboard (issue 12, docs/accessibility.md) has a hex cursor: the arrows move it to a
// neighbouring hex by the boards' one arrow rule (stepTowards, qml/boardnavigation.h), Space
// or Enter use the tool on it as a one-hex click would (a stroke of one hex: one undo step),
// Shift+arrow moves it and then uses the tool on the hex it arrives on (one step per key),
// Delete or Backspace ask for the hex to be erased whatever the tool (hexErased). A white
// ring shows the cursor while the canvas has the focus and a key (Tab included) moved or
// showed it; a click moves the cursor to the clicked hex without the ring.

#include "galaxymap.h"

#include <QHash>
#include <QSet>
#include <QWidget>

#include <functional>
#include <optional>

namespace starboard::editor::galaxy {

class GalaxyCanvas : public QWidget
{
    Q_OBJECT

public:
    explicit GalaxyCanvas(QWidget *parent = nullptr);

    // The galaxy shown (owned by the editor; call update() after it changes) and the kind of
    // each Thing id ("planet", "asteroid", "spaceport", "pirate").
    void setMap(const GalaxyMap *map) { m_map = map; }
    void setThingKinds(const QHash<QString, QString> &kinds) { m_kinds = kinds; }

    // Widget coordinates of a hex's centre, and the hex under a point.
    QPointF hexCentre(Hex hex) const;
    Hex hexAt(QPointF point) const;
    qreal radius() const { return m_radius; }
    // The view follows the widget's size (fitting the galaxy) until the user acts on it.
    bool fitsAutomatically() const { return m_autoFit; }

    void fitToGalaxy();
    void centreOn(Hex hex);
    void setHighlight(std::optional<Hex> hex);
    std::optional<Hex> highlight() const { return m_highlight; }
    std::optional<Hex> hover() const { return m_hover; } // the hex under the pointer
    // Sectors drawn with a warning outline (cut off, Things next to each other).
    void setWarned(const QSet<Hex> &hexes);
    // The half turn's centre (times two) while the Mirror option is on.
    void setMirrorCentre(std::optional<QPoint> centreTimesTwo);

    // The keyboard's hex cursor: before the first focus, the sector nearest the middle of the
    // galaxy (hex 0,0 without sectors). The view pans to keep it visible when a key moves it.
    Hex cursorHex() const;
    void setCursorHex(Hex hex);
    bool cursorShown() const { return m_cursorShown && hasFocus(); } // the ring is drawn

    // Screen readers (GalaxyCanvasAccessible): the map is a list of hexes, the galaxy's
    // sectors in the file's order and the cursor's hex last when it is not one; each is named
    // by `namer` (the editor's description of a hex; without one, "sector q,r").
    void setHexNamer(std::function<QString(Hex)> namer) { m_namer = std::move(namer); }
    QString hexName(Hex hex) const;
    const QList<Hex> &accessibleHexes() const;
    // The galaxy changed (call after setMap's map changed): the sectors are shown again.
    void hexesChanged();
    // What the namer says of a hex may have changed: when the cursor's hex has a new name,
    // screen readers are told (its item is made again, so that the focus on it is news).
    void hexNamesChanged();

signals:
    void strokeStarted();
    void hexStroked(QPoint hex);
    void strokeFinished();
    // The hex under the pointer (nullopt: the pointer left the canvas).
    void pointerHexChanged(std::optional<QPoint> hex);
    // The keyboard's cursor moved (by a key, a click or setCursorHex()) or its ring appeared.
    void cursorChanged(QPoint hex);
    // Delete or Backspace on the cursor's hex: erase it, whatever the tool.
    void hexErased(QPoint hex);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void moveEvent(QMoveEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void zoomAbout(QPointF point, qreal factor);
    void setHover(std::optional<Hex> hex);
    void strokeTo(QPointF point);
    Hex defaultCursor() const;
    void moveCursor(Hex hex); // without the view following
    void showRing();
    void ensureVisible(Hex hex);
    void strokeOne(Hex hex); // a one-hex stroke, as a click
    // Tells screen readers that the cursor's hex has the focus (while the map has it).
    void reportCursorFocus();

    const GalaxyMap *m_map = nullptr;
    QHash<QString, QString> m_kinds;
    qreal m_radius = 24;
    QPointF m_origin; // widget position of hex (0, 0)
    // The view follows the widget's size (fitting the galaxy again) until the user zooms,
    // pans or a pointer is centred; Fit makes it follow again.
    bool m_autoFit = true;
    bool m_stroking = false;
    bool m_panning = false;
    QPointF m_panFrom;
    std::optional<Hex> m_lastStroked;
    QPointF m_lastStrokePoint; // the stroke's last mouse sample
    std::optional<Hex> m_hover;
    std::optional<Hex> m_highlight;
    std::optional<QPoint> m_mirrorCentre;
    QSet<Hex> m_warned;
    std::optional<Hex> m_cursor; // nullopt: not placed yet (cursorHex() gives the default)
    bool m_cursorShown = false;  // a key moved or showed the cursor (a click hides the ring)
    std::function<QString(Hex)> m_namer;
    mutable std::optional<QList<Hex>> m_accessibleHexes; // made on demand
};

} // namespace starboard::editor::galaxy
