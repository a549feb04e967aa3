#include "galaxycanvas.h"

#include "boardnavigation.h"
#include "galaxyart.h"
#include "galaxycanvasaccessible.h"

#include <QAccessible>
#include <QFocusEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QMoveEvent>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <vector>

namespace starboard::editor::galaxy {

namespace {

constexpr qreal kMinRadius = 6;
constexpr qreal kMaxRadius = 90;
// The keyboard's ring, as the game's boards draw it (Theme.keyboardCursor, KeyboardRing.qml).
const QColor kKeyboardCursor(0xff, 0xff, 0xff);
constexpr qreal kKeyboardCursorWidth = 3;

// The six neighbours of a hex (axial directions).
constexpr int kNeighbours[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

// Screen readers: the map is a list of its hexes (GalaxyCanvasAccessible).
QAccessibleInterface *canvasAccessible(const QString &, QObject *object)
{
    if (auto *canvas = qobject_cast<GalaxyCanvas *>(object))
        return new GalaxyCanvasAccessible(canvas);
    return nullptr;
}

} // namespace

GalaxyCanvas::GalaxyCanvas(QWidget *parent) : QWidget(parent)
{
    static const bool accessible = (QAccessible::installFactory(canvasAccessible), true);
    Q_UNUSED(accessible)
    setMouseTracking(true);
    setMinimumSize(240, 200);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::StrongFocus);
}

QString GalaxyCanvas::hexName(Hex hex) const
{
    return m_namer ? m_namer(hex) : sectorName(hex);
}

const QList<Hex> &GalaxyCanvas::accessibleHexes() const
{
    if (!m_accessibleHexes) {
        QList<Hex> hexes;
        QSet<Hex> seen;
        if (m_map) {
            for (const auto &hex : m_map->sectors) {
                if (hex && !seen.contains(*hex)) {
                    seen.insert(*hex);
                    hexes.append(*hex);
                }
            }
        }
        if (!seen.contains(cursorHex()))
            hexes.append(cursorHex());
        m_accessibleHexes = std::move(hexes);
    }
    return *m_accessibleHexes;
}

void GalaxyCanvas::hexesChanged()
{
    m_accessibleHexes.reset();
    update();
}

void GalaxyCanvas::hexNamesChanged()
{
    // Qt 6.4's AT-SPI bridge does not pass a new name along with its change and Orca then says
    // nothing: the hex's item is made again with the new name (hexInterface()) and the focus
    // reported on it, which Orca speaks as it does a move.
    reportCursorFocus();
}

void GalaxyCanvas::reportCursorFocus()
{
    if (!QAccessible::isActive() || !hasFocus())
        return;
    auto *map = dynamic_cast<GalaxyCanvasAccessible *>(QAccessible::queryAccessibleInterface(this));
    if (QAccessibleInterface *hex = map ? map->hexInterface(cursorHex()) : nullptr) {
        QAccessibleEvent event(hex, QAccessible::Focus);
        QAccessible::updateAccessibility(&event);
    }
}

QPointF GalaxyCanvas::hexCentre(Hex hex) const
{
    return m_origin + hexToUnit(hex) * m_radius;
}

Hex GalaxyCanvas::hexAt(QPointF point) const
{
    return unitToHex((point - m_origin) / m_radius);
}

void GalaxyCanvas::fitToGalaxy()
{
    QRectF box;
    bool any = false;
    if (m_map) {
        for (const auto &hex : m_map->sectors) {
            if (!hex)
                continue;
            const QPointF p = hexToUnit(*hex);
            box =
                any ? box.united(QRectF(p, QSizeF(0.001, 0.001))) : QRectF(p, QSizeF(0.001, 0.001));
            any = true;
        }
    }
    if (!any)
        box = QRectF(-3, -3, 6, 6);
    // Two rings of empty grid around the galaxy.
    box.adjust(-2.5 * std::sqrt(3.0), -3.5, 2.5 * std::sqrt(3.0), 3.5);
    const qreal scale = std::min(width() / box.width(), height() / box.height());
    m_radius = std::clamp(scale, kMinRadius, kMaxRadius);
    m_origin = QPointF(width() / 2.0, height() / 2.0) - box.center() * m_radius;
    m_autoFit = true;
    update();
}

void GalaxyCanvas::centreOn(Hex hex)
{
    m_origin += QPointF(width() / 2.0, height() / 2.0) - hexCentre(hex);
    m_autoFit = false;
    update();
}

void GalaxyCanvas::setHighlight(std::optional<Hex> hex)
{
    m_highlight = hex;
    update();
}

void GalaxyCanvas::setWarned(const QSet<Hex> &hexes)
{
    m_warned = hexes;
    update();
}

void GalaxyCanvas::setMirrorCentre(std::optional<QPoint> centreTimesTwo)
{
    m_mirrorCentre = centreTimesTwo;
    update();
}

void GalaxyCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Once the user has drawn, zoomed or panned, the map stays where it is on the screen:
    // the canvas's top left corner does not move when a panel beside or below it grows or
    // shrinks (the Problems panel filling during a stroke), so nothing moves under the
    // pointer. (Keeping the middle hex in the middle slid the map under the pen.)
    if (m_autoFit && width() > 0 && height() > 0)
        fitToGalaxy();
}

void GalaxyCanvas::moveEvent(QMoveEvent *event)
{
    QWidget::moveEvent(event);
    // A panel above or to the left changed size: the map keeps its place on the screen.
    if (!m_autoFit)
        m_origin -= QPointF(event->pos() - event->oldPos());
}

void GalaxyCanvas::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), kSpace);

    const qreal w = std::sqrt(3.0) * m_radius;
    const qreal rowHeight = 1.5 * m_radius;
    const int rTop = int(std::floor((0 - m_origin.y()) / rowHeight)) - 1;
    const int rBottom = int(std::ceil((height() - m_origin.y()) / rowHeight)) + 1;

    // The empty grid.
    if (m_radius >= kMinRadius) {
        painter.setPen(QPen(kGridLine, 1));
        painter.setBrush(Qt::NoBrush);
        for (int r = rTop; r <= rBottom; ++r) {
            const int qLeft = int(std::floor((0 - m_origin.x()) / w - r / 2.0)) - 1;
            const int qRight = int(std::ceil((width() - m_origin.x()) / w - r / 2.0)) + 1;
            for (int q = qLeft; q <= qRight; ++q)
                painter.drawPolygon(hexPolygon(hexCentre(Hex(q, r)), m_radius * 0.97));
        }
    }
    if (!m_map)
        return;

    // The sectors.
    QFont font = painter.font();
    font.setPixelSize(std::max(8, int(m_radius * 0.32)));
    painter.setFont(font);
    const bool labels = m_radius >= 22;
    for (int i = 0; i < m_map->sectors.size(); ++i) {
        const auto &hex = m_map->sectors[i];
        if (!hex)
            continue;
        const QPointF c = hexCentre(*hex);
        if (c.x() < -w || c.y() < -w || c.x() > width() + w || c.y() > height() + w)
            continue;
        painter.setPen(QPen(kSectorLine, std::max(1.0, m_radius / 18)));
        painter.setBrush(kSectorFill);
        painter.drawPolygon(hexPolygon(c, m_radius * 0.94));
        if (labels) {
            painter.setPen(QColor(0xa8, 0xb6, 0xd6));
            painter.drawText(
                QRectF(c.x() - m_radius, c.y() + m_radius * 0.36, 2 * m_radius, m_radius * 0.45),
                Qt::AlignCenter, QStringLiteral("%1,%2").arg(hex->x()).arg(hex->y()));
        }
    }
    // The sectors fixed for the Starbases: a teal ring and a station, once per sector (a
    // damaged file may list one sector a million times).
    std::vector<bool> drawn(std::size_t(m_map->sectors.size()), false);
    for (const int sector : std::as_const(m_map->starbaseSectors)) {
        if (sector < 0 || sector >= m_map->sectors.size() || !m_map->sectors[sector] ||
            drawn[std::size_t(sector)])
            continue;
        drawn[std::size_t(sector)] = true;
        drawStarbaseSector(painter, hexCentre(*m_map->sectors[sector]), m_radius);
    }
    // The fixed Things.
    for (const auto &thing : m_map->things) {
        if (thing.sector < 0 || thing.sector >= m_map->sectors.size() ||
            !m_map->sectors[thing.sector])
            continue;
        drawThing(painter, hexCentre(*m_map->sectors[thing.sector]), m_radius,
                  m_kinds.value(thing.thing));
    }

    // Warnings, the mirror, the hover and the highlight on top.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(kWarning, std::max(2.0, m_radius / 9), Qt::DashLine));
    for (const Hex &hex : std::as_const(m_warned))
        painter.drawPolygon(hexPolygon(hexCentre(hex), m_radius * 0.8));
    if (m_mirrorCentre) {
        const QPointF c = m_origin + hexToUnit(QPointF(*m_mirrorCentre) / 2.0) * m_radius;
        const qreal s = std::max(5.0, m_radius * 0.3);
        painter.setPen(QPen(kTeal, 2));
        painter.drawLine(c - QPointF(s, 0), c + QPointF(s, 0));
        painter.drawLine(c - QPointF(0, s), c + QPointF(0, s));
        painter.drawEllipse(c, s * 0.6, s * 0.6);
    }
    if (m_hover) {
        painter.setPen(QPen(QColor(255, 255, 255, 150), 2));
        painter.drawPolygon(hexPolygon(hexCentre(*m_hover), m_radius * 0.94));
        if (m_mirrorCentre) {
            painter.setPen(QPen(QColor(0x3f, 0xd0, 0xc0, 150), 2, Qt::DashLine));
            painter.drawPolygon(
                hexPolygon(hexCentre(mirrored(*m_hover, *m_mirrorCentre)), m_radius * 0.94));
        }
    }
    if (m_highlight) {
        painter.setPen(QPen(kGold, std::max(3.0, m_radius / 7)));
        painter.drawPolygon(hexPolygon(hexCentre(*m_highlight), m_radius * 0.97));
    }
    if (cursorShown()) {
        painter.setPen(QPen(kKeyboardCursor, kKeyboardCursorWidth));
        painter.drawPolygon(hexPolygon(hexCentre(cursorHex()), m_radius + 1));
    }
}

void GalaxyCanvas::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !m_panning) {
        // Drawing ends the automatic fit: the view must not move under the pen.
        m_autoFit = false;
        const Hex hex = hexAt(event->position());
        // The keyboard goes on from the clicked hex; the ring waits for a key.
        m_cursorShown = false;
        moveCursor(hex);
        m_stroking = true;
        emit strokeStarted();
        m_lastStroked = hex;
        m_lastStrokePoint = event->position();
        emit hexStroked(hex);
    } else if (event->button() == Qt::RightButton || event->button() == Qt::MiddleButton) {
        m_panning = true;
        m_panFrom = event->position();
        setCursor(Qt::ClosedHandCursor);
    }
    event->accept();
}

void GalaxyCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const Hex hex = hexAt(event->position());
    if (m_panning) {
        m_origin += event->position() - m_panFrom;
        m_autoFit = false;
        m_panFrom = event->position();
        update();
    } else if (m_stroking) {
        strokeTo(event->position());
    }
    setHover(hex);
}

void GalaxyCanvas::strokeTo(QPointF point)
{
    // Every hex on the segment from the last sample, in order: samples a quarter of a hex
    // apart cannot step over one.
    const QPointF from = m_lastStrokePoint;
    const qreal length = std::hypot(point.x() - from.x(), point.y() - from.y());
    const int steps = std::max(1, int(std::ceil(length / (m_radius / 4))));
    for (int i = 1; i <= steps; ++i) {
        const Hex hex = hexAt(from + (point - from) * (qreal(i) / steps));
        if (m_lastStroked != hex) {
            m_lastStroked = hex;
            emit hexStroked(hex);
        }
    }
    m_lastStrokePoint = point;
}

void GalaxyCanvas::setHover(std::optional<Hex> hex)
{
    if (m_hover == hex)
        return;
    m_hover = hex;
    update();
    emit pointerHexChanged(hex);
}

void GalaxyCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_stroking) {
        strokeTo(event->position());
        m_stroking = false;
        emit strokeFinished();
    } else if ((event->button() == Qt::RightButton || event->button() == Qt::MiddleButton) &&
               m_panning) {
        m_panning = false;
        unsetCursor();
    }
    event->accept();
}

void GalaxyCanvas::leaveEvent(QEvent *event)
{
    setHover(std::nullopt);
    QWidget::leaveEvent(event);
}

void GalaxyCanvas::zoomAbout(QPointF point, qreal factor)
{
    const qreal radius = std::clamp(m_radius * factor, kMinRadius, kMaxRadius);
    m_origin = point - (point - m_origin) * (radius / m_radius);
    m_radius = radius;
    m_autoFit = false;
    update();
}

void GalaxyCanvas::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta != 0)
        zoomAbout(event->position(), std::pow(1.15, delta / 120.0));
    event->accept();
}

// The keyboard's cursor.

Hex GalaxyCanvas::defaultCursor() const
{
    std::vector<QPointF> centres;
    std::vector<Hex> hexes;
    if (m_map) {
        for (const auto &hex : m_map->sectors) {
            if (!hex)
                continue;
            centres.push_back(hexToUnit(*hex));
            hexes.push_back(*hex);
        }
    }
    const int middle = stepTowards(centres, -1, 0); // the sector nearest the middle
    return middle < 0 ? Hex(0, 0) : hexes[std::size_t(middle)];
}

Hex GalaxyCanvas::cursorHex() const
{
    return m_cursor ? *m_cursor : defaultCursor();
}

void GalaxyCanvas::setCursorHex(Hex hex)
{
    moveCursor(hex);
    ensureVisible(hex);
}

void GalaxyCanvas::moveCursor(Hex hex)
{
    const bool moved = m_cursor != hex;
    // The screen readers' list holds the cursor's hex when it is not a sector.
    const auto isSector = [this](Hex h) { return m_map && m_map->sectorAt.contains(h); };
    if (moved && (!isSector(hex) || !m_cursor || !isSector(*m_cursor)))
        m_accessibleHexes.reset();
    m_cursor = hex;
    update();
    if (moved) {
        emit cursorChanged(hex);
        reportCursorFocus();
    }
}

void GalaxyCanvas::showRing()
{
    if (m_cursorShown)
        return;
    m_cursorShown = true;
    update();
    emit cursorChanged(cursorHex());
}

void GalaxyCanvas::ensureVisible(Hex hex)
{
    // The hex and half a hex around it stay inside the canvas (the zoom is the user's).
    const QPointF c = hexCentre(hex);
    const qreal mx = std::min(m_radius * 1.5, width() / 2.0);
    const qreal my = std::min(m_radius * 1.5, height() / 2.0);
    QPointF shift;
    if (c.x() < mx)
        shift.rx() = mx - c.x();
    else if (c.x() > width() - mx)
        shift.rx() = width() - mx - c.x();
    if (c.y() < my)
        shift.ry() = my - c.y();
    else if (c.y() > height() - my)
        shift.ry() = height() - my - c.y();
    if (shift.isNull())
        return;
    m_origin += shift;
    m_autoFit = false;
    update();
}

void GalaxyCanvas::strokeOne(Hex hex)
{
    m_autoFit = false; // as a click: the view must not move under the ring
    emit strokeStarted();
    emit hexStroked(hex);
    emit strokeFinished();
}

void GalaxyCanvas::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    // After Qt's report of the map's focus (QWidget::setFocus sends it after this event):
    // the cursor's hex is said last.
    QMetaObject::invokeMethod(this, &GalaxyCanvas::reportCursorFocus, Qt::QueuedConnection);
    if (!m_cursor)
        moveCursor(defaultCursor());
    // Tab brings the keyboard: show where it acts. A click hides the ring until a key.
    switch (event->reason()) {
    case Qt::TabFocusReason:
    case Qt::BacktabFocusReason:
    case Qt::ShortcutFocusReason:
        m_cursorShown = true;
        ensureVisible(*m_cursor);
        emit cursorChanged(*m_cursor); // the editor names the ring's hex again
        break;
    case Qt::MouseFocusReason:
        m_cursorShown = false;
        break;
    default: // the window came back, a popup closed: as it was
        break;
    }
    update();
}

void GalaxyCanvas::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    update(); // no ring without the focus
}

void GalaxyCanvas::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    const bool arrow =
        key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    const bool act = key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter;
    const bool erase = key == Qt::Key_Delete || key == Qt::Key_Backspace;
    if (arrow && (modifiers == Qt::NoModifier || modifiers == Qt::ShiftModifier)) {
        // The boards' arrow rule over the six neighbours' centres (and the hex itself).
        const Hex from = cursorHex();
        std::vector<QPointF> spots{hexToUnit(from)};
        std::vector<Hex> hexes{from};
        for (const auto &[dq, dr] : kNeighbours) {
            hexes.push_back(from + Hex(dq, dr));
            spots.push_back(hexToUnit(hexes.back()));
        }
        const Hex to = hexes[std::size_t(std::max(0, stepTowards(spots, 0, key)))];
        m_cursorShown = true; // before the move: the editor names the ring's hex
        setCursorHex(to);
        // Shift: use the tool on the hex it arrives on (not in a stroke of the mouse).
        if (modifiers == Qt::ShiftModifier && !m_stroking)
            strokeOne(to);
        return;
    }
    if ((act || erase) && modifiers == Qt::NoModifier) {
        const Hex at = cursorHex();
        setCursorHex(at);
        showRing();
        // Held down, the key does it once (the Starbase sector tool would flip back and forth).
        if (!event->isAutoRepeat() && !m_stroking) {
            if (act)
                strokeOne(at);
            else
                emit hexErased(at);
        }
        return;
    }
    if (key == Qt::Key_Escape && m_stroking) {
        // The stroke of the mouse ends here: what it did stays, one undo step.
        m_stroking = false;
        emit strokeFinished();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace starboard::editor::galaxy
