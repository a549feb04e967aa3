#include "godgrid.h"

#include "boardnavigation.h"
#include "godgridaccessible.h"

#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPolygonF>
#include <QQuickWindow>
#include <QSGImageNode>
#include <QSGTexture>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace starboard {

namespace {

// How a sector's hex looks, and the size and scale of its picture: the key of the textures.
struct Look
{
    QRgb fill = 0;
    QRgb stroke = 0;
    qreal strokeWidth = 1;
    qreal size = 0;  // the square around the hex, in item units
    qreal scale = 1; // texture pixels per item unit (zoom x device pixel ratio)
    bool operator==(const Look &) const = default;
};

size_t qHash(const Look &k, size_t seed = 0)
{
    return qHashMulti(seed, k.fill, k.stroke, k.strokeWidth, k.size, k.scale);
}

// The board's colours (#AARRGGBB): the highlight's outline, the fill by owner.
QRgb highlightColour(const QString &highlight)
{
    if (highlight == QLatin1String("move"))
        return 0xff3fd0c0;
    if (highlight == QLatin1String("place"))
        return 0xfff2c14e;
    if (highlight == QLatin1String("combat"))
        return 0xffff7a59;
    if (highlight == QLatin1String("fight"))
        return 0xffff4d4d;
    if (highlight == QLatin1String("pirate"))
        return 0xffc58af9;
    if (highlight == QLatin1String("selected"))
        return 0xffffffff;
    return 0;
}

Look lookOf(const god::GodSectorModel::Row &row, qreal size, qreal scale)
{
    Look look;
    const bool marked = !row.highlight.isEmpty();
    look.strokeWidth = marked ? 3 : 1;
    look.stroke = marked ? highlightColour(row.highlight) : 0xff4a5b8c;
    look.fill = row.highlight == QLatin1String("move")    ? 0x2a3fd0c0
                : row.highlight == QLatin1String("place") ? 0x33f2c14e
                : row.starbase == 0                       ? 0x40e04a3f
                : row.starbase == 1                       ? 0x403f8ce8
                : row.holder == 0                         ? 0x26e04a3f
                : row.holder == 1                         ? 0x263f8ce8
                                                          : 0x8c1a2342;
    look.size = size;
    look.scale = scale;
    return look;
}

// Room around a hex's square for the widest outline (a highlight's) at its corners.
constexpr qreal kMargin = 2;

// A pointy-top hexagon filling the square of `size` (its outline centred half a unit
// inside, so that neighbours share their outline), antialiased, with bevel joins, in a
// picture with kMargin around the square.
QImage drawLook(const Look &k)
{
    const qreal side = k.size + 2 * kMargin;
    const int pixels = std::max(1, int(std::ceil(side * k.scale)));
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.scale(k.scale, k.scale);
    const qreal r = k.size / 2 - 0.5;
    const QPointF centre(side / 2, side / 2);
    QPolygonF hex;
    for (int i = 0; i < 6; ++i) {
        const qreal a = M_PI / 6 + i * M_PI / 3;
        hex << centre + QPointF(r * std::cos(a), r * std::sin(a));
    }
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setBrush(qAlpha(k.fill) > 0 ? QBrush(QColor::fromRgba(k.fill)) : QBrush(Qt::NoBrush));
    if (k.strokeWidth > 0 && qAlpha(k.stroke) > 0) {
        QPen pen(QColor::fromRgba(k.stroke), k.strokeWidth);
        pen.setJoinStyle(Qt::BevelJoin);
        p.setPen(pen);
    } else {
        p.setPen(Qt::NoPen);
    }
    p.drawPolygon(hex);
    return image;
}

// The grid's node: an image node per sector (children), and the looks' textures they
// share, deleted with the node on the render thread.
class GridNode : public QSGNode
{
public:
    ~GridNode() override { qDeleteAll(textures); }
    QHash<Look, QSGTexture *> textures;
};

// Inside the pointy-top hexagon of `radius` around `centre`.
bool inHex(const QPointF &point, const QPointF &centre, qreal radius)
{
    const qreal dx = std::abs(point.x() - centre.x());
    const qreal dy = std::abs(point.y() - centre.y());
    return dx <= radius * 0.8660254 && dy <= radius - dx * 0.5773503;
}

} // namespace

GodGrid::GodGrid(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptHoverEvents(true);
    setActiveFocusOnTab(true);
    // Qt's accessibility cache hands this out instead of Qt Quick's interface.
    m_accessible = QAccessible::registerAccessibleInterface(new GodGridAccessible(this));
}

GodGrid::~GodGrid()
{
    // Qt Quick's destructors below may still report on this item: from here on the
    // interface answers nothing (it is deleted with the object, by the cache).
    if (auto *iface = accessible())
        iface->detach();
}

void GodGrid::setHint(const QString &hint)
{
    if (hint == m_hint)
        return;
    m_hint = hint;
    emit hintChanged();
}

QString GodGrid::mapName() const
{
    //: Galaxy of D board: the screen reader's name of the map of sectors (a noun).
    return tr("Galaxy");
}

int GodGrid::selectedSector() const
{
    return m_controller ? m_controller->selectedSector() : -1;
}

GodGridAccessible *GodGrid::accessible() const
{
    return dynamic_cast<GodGridAccessible *>(QAccessible::accessibleInterface(m_accessible));
}

void GodGrid::focusSector(int sector)
{
    if (!m_cursorShown) {
        m_cursorShown = true;
        emit cursorChanged();
    }
    setCursor(sector);
    forceActiveFocus(Qt::OtherFocusReason);
}

void GodGrid::activateSector(int sector)
{
    if (!m_controller || sector < 0 || sector >= int(rows().size()))
        return;
    m_controller->clickSector(sector);
    emit cursorChanged(); // what the sector holds may have changed
}

void GodGrid::reportCursor()
{
    if (auto *iface = accessible())
        iface->cursorMoved();
}

void GodGrid::reportFocusEntered()
{
    if (auto *iface = accessible())
        iface->focusEntered();
}

void GodGrid::itemChange(ItemChange change, const ItemChangeData &data)
{
    QQuickItem::itemChange(change, data);
    if (change != ItemActiveFocusHasChanged)
        return;
    // Qt Quick reports the focus on the map itself when it comes; the sector under the
    // cursor is reported after that (queued), so that it is what a screen reader says last.
    if (data.boolValue)
        QMetaObject::invokeMethod(this, &GodGrid::reportFocusEntered, Qt::QueuedConnection);
    else if (auto *iface = accessible())
        iface->focusLeft();
}

void GodGrid::setController(god::GodController *controller)
{
    if (controller == m_controller)
        return;
    if (m_controller) {
        disconnect(m_controller, nullptr, this, nullptr);
        disconnect(m_controller->currentSectors(), nullptr, this, nullptr);
    }
    m_controller = controller;
    if (m_controller) {
        auto changed = [this] {
            update();
            refreshTip();
            if (m_cursor >= 0)
                emit cursorChanged(); // what the cursor's sector holds
        };
        const god::GodSectorModel *model = m_controller->currentSectors();
        connect(model, &QAbstractItemModel::dataChanged, this, changed);
        connect(model, &QAbstractItemModel::rowsInserted, this, changed);
        connect(model, &QAbstractItemModel::rowsRemoved, this, changed);
        connect(model, &QAbstractItemModel::modelReset, this, changed);
        connect(m_controller, &god::GodController::layoutChanged, this, changed);
    }
    update();
    refreshTip();
    emit controllerChanged();
}

void GodGrid::setZoom(qreal zoom)
{
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    update();
    emit zoomChanged();
}

const std::vector<god::GodSectorModel::Row> &GodGrid::rows() const
{
    static const std::vector<god::GodSectorModel::Row> none;
    return m_controller ? m_controller->currentSectors()->rows() : none;
}

const std::vector<god::GodSectorModel::Row> &GodGrid::freshRows() const
{
    static const std::vector<god::GodSectorModel::Row> none;
    return m_controller ? m_controller->sectors()->rows() : none; // applies pending changes
}

qreal GodGrid::radius() const
{
    return m_controller ? m_controller->hexRadius() : 0;
}

int GodGrid::sectorAt(const QPointF &point) const
{
    const qreal r = radius();
    for (const auto &row : rows())
        if (inHex(point, QPointF(row.x, row.y), r))
            return row.sector;
    return -1;
}

QPointF GodGrid::centreOf(int sector) const
{
    const auto &all = rows();
    if (sector < 0 || sector >= int(all.size()))
        return {};
    return {all[std::size_t(sector)].x, all[std::size_t(sector)].y};
}

QVariantList GodGrid::clickSpots() const
{
    QVariantList spots;
    for (const auto &row : rows())
        spots.append(QVariantMap{{QStringLiteral("sector"), row.sector},
                                 {QStringLiteral("x"), row.x},
                                 {QStringLiteral("y"), row.y},
                                 {QStringLiteral("actionable"), row.actionable()},
                                 {QStringLiteral("highlight"), row.highlight}});
    return spots;
}

QString GodGrid::tipOf(int sector) const
{
    const auto &all = rows();
    if (sector < 0 || sector >= int(all.size()))
        return {};
    const auto &row = all[std::size_t(sector)];
    QStringList parts;
    if (!row.thingName.isEmpty())
        parts.append(row.thingName);
    for (const auto &stack : row.stacks)
        parts.append(stack.own ? /*: Galaxy of D board: a stack's tool tip. %n: the player's ships
                                    in the sector; %1: the ship on top, e.g. 'Cruiser'. */
                         tr("%n of your ship(s), top: %1", "", stack.count).arg(stack.topName)
                               : /*: Galaxy of D board: a stack's tool tip. %n: the enemy's ships in
                                    the sector; %1: the ship on top, e.g. 'Cruiser'. */
                         tr("%n enemy ship(s), top: %1", "", stack.count).arg(stack.topName));
    return parts.join(QLatin1Char('\n'));
}

bool GodGrid::contains(const QPointF &point) const
{
    return sectorAt(point) >= 0;
}

QSGNode *GodGrid::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    auto *root = static_cast<GridNode *>(oldNode);
    if (!root)
        root = new GridNode;
    const auto &all = rows();
    while (root->childCount() > int(all.size())) {
        QSGNode *last = root->lastChild();
        root->removeChildNode(last);
        delete last;
    }
    while (root->childCount() < int(all.size())) {
        QSGImageNode *node = window()->createImageNode();
        node->setOwnsTexture(false);
        node->setFiltering(QSGTexture::Nearest);
        root->appendChildNode(node);
    }
    const qreal r = radius();
    const qreal scale = std::clamp(m_zoom, 0.1, 8.0) * window()->effectiveDevicePixelRatio();
    QSet<Look> used;
    QSGNode *child = root->firstChild();
    for (const auto &row : all) {
        const Look look = lookOf(row, 2 * r, scale);
        QSGTexture *&texture = root->textures[look];
        if (!texture)
            texture = window()->createTextureFromImage(drawLook(look));
        used.insert(look);
        auto *node = static_cast<QSGImageNode *>(child);
        const qreal half = r + kMargin;
        const QRectF rect(row.x - half, row.y - half, 2 * half, 2 * half);
        if (node->rect() != rect)
            node->setRect(rect);
        if (node->texture() != texture) {
            node->setTexture(texture);
            node->setSourceRect(QRectF(QPointF(0, 0), texture->textureSize()));
        }
        child = child->nextSibling();
    }
    for (auto it = root->textures.begin(); it != root->textures.end();) {
        if (used.contains(it.key())) {
            ++it;
        } else {
            delete it.value();
            it = root->textures.erase(it);
        }
    }
    return root;
}

void GodGrid::mousePressEvent(QMouseEvent *event)
{
    forceActiveFocus(Qt::MouseFocusReason); // then the arrow keys go on from here
    m_pressed = sectorAt(event->position());
    if (m_pressed >= 0)
        m_cursor = m_pressed;
    if (m_cursorShown || m_pressed >= 0) {
        m_cursorShown = false;
        emit cursorChanged();
    }
    if (m_pressed < 0)
        event->ignore();
}

void GodGrid::mouseReleaseEvent(QMouseEvent *event)
{
    const int pressed = std::exchange(m_pressed, -1);
    if (pressed >= 0 && sectorAt(event->position()) == pressed && m_controller)
        m_controller->clickSector(pressed);
}

void GodGrid::mouseUngrabEvent()
{
    m_pressed = -1; // a drag: the view pans
}

void GodGrid::hoverEnterEvent(QHoverEvent *event)
{
    setHovered(sectorAt(event->position()));
}

void GodGrid::hoverMoveEvent(QHoverEvent *event)
{
    setHovered(sectorAt(event->position()));
}

void GodGrid::hoverLeaveEvent(QHoverEvent *)
{
    setHovered(-1);
}

void GodGrid::setHovered(int sector)
{
    if (sector == m_hovered)
        return;
    m_hovered = sector;
    m_tip = tipOf(sector);
    emit hoveredChanged();
}

void GodGrid::refreshTip()
{
    const QString tip = tipOf(m_hovered);
    if (tip == m_tip)
        return;
    m_tip = tip;
    emit hoveredChanged();
}

void GodGrid::setCursor(int sector)
{
    if (sector < -1 || sector >= int(rows().size())) // the sectors never change in number
        sector = -1;
    if (sector == m_cursor)
        return;
    m_cursor = sector;
    emit cursorChanged();
    reportCursor();
}

QString GodGrid::cursorText() const
{
    if (m_cursor < 0 || m_cursor >= int(rows().size()))
        return mapName();
    return sectorText(m_cursor);
}

QString GodGrid::sectorText(int sector) const
{
    if (sector < 0 || sector >= int(rows().size()))
        return {};
    const auto &row = rows()[std::size_t(sector)];
    const QString tip = tipOf(sector).replace(QLatin1Char('\n'), QStringLiteral(", "));
    //: Galaxy of D board: a sector (a hexagon of the map). %1 and %2: its coordinates, e.g. 'Sector
    //: 4,-1'.
    const QString name = tr("Sector %1,%2").arg(row.q).arg(row.r);
    //: Galaxy of D board: a sector's tool tip. %1: the sector, e.g. 'Sector 4,-1'; %2: what is
    //: there.
    return tip.isEmpty() ? name : tr("%1: %2").arg(name, tip);
}

void GodGrid::focusInEvent(QFocusEvent *event)
{
    QQuickItem::focusInEvent(event);
    if (event->reason() != Qt::MouseFocusReason && !m_cursorShown) {
        m_cursorShown = true;
        emit cursorChanged();
    }
    if (m_cursor >= 0)
        return;
    // The first focus: the selected stack, else one of the player's stacks, else a sector a
    // click acts on now, else the middle of the galaxy.
    if (m_controller && m_controller->selectedSector() >= 0) {
        setCursor(m_controller->selectedSector());
        return;
    }
    const auto &all = freshRows();
    for (const bool ownOnly : {true, false}) {
        for (int i = 0; i < int(all.size()); ++i) {
            const auto &row = all[std::size_t(i)];
            const bool own = std::any_of(row.stacks.begin(), row.stacks.end(),
                                         [](const auto &stack) { return stack.own; });
            if (ownOnly ? own : row.actionable()) {
                setCursor(i);
                return;
            }
        }
    }
    setCursor(stepTowards(centres(), -1, 0));
}

std::vector<QPointF> GodGrid::centres() const
{
    std::vector<QPointF> out;
    for (int i = 0; i < int(rows().size()); ++i)
        out.push_back(centreOf(i));
    return out;
}

void GodGrid::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const bool arrow =
        key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
    const bool act = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
    if ((arrow || act) && !m_cursorShown) {
        m_cursorShown = true;
        emit cursorChanged();
    }
    if (arrow) {
        setCursor(stepTowards(centres(), m_cursor, key));
        return;
    }
    if (act && m_cursor >= 0) {
        activateSector(m_cursor);
        return;
    }
    if (key == Qt::Key_Escape && m_controller && m_controller->selectedSector() >= 0) {
        m_controller->clearSelection();
        return;
    }
    event->ignore();
}

} // namespace starboard
