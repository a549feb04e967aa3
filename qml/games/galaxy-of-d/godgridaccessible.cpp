#include "godgridaccessible.h"

#include "godgrid.h"

#include <QQuickWindow>

namespace starboard {

namespace {

// One sector of the map: a list item without an object of its own. Its actions: focus
// (the map's cursor goes there) and press (as Enter on it: select a stack, move, ...).
class SectorAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    SectorAccessible(const GodGridAccessible *map, int sector) : m_map(map), m_sector(sector) {}

    int sector() const { return m_sector; }
    const GodGridAccessible *map() const { return m_map; }

    bool isValid() const override { return m_map->isValid() && m_sector < m_map->childCount(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_map->window(); }
    QAccessibleInterface *parent() const override { return const_cast<GodGridAccessible *>(m_map); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override
    {
        GodGrid *grid = m_map->grid();
        if (!grid)
            return {};
        switch (t) {
        case QAccessible::Name:
            return grid->sectorText(m_sector);
        case QAccessible::Description:
            return m_map->hintedSector() == m_sector ? grid->hint() : QString();
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        GodGrid *grid = m_map->grid();
        if (!grid || !grid->window())
            return {};
        const QPointF centre = grid->centreOf(m_sector);
        const qreal r = grid->hexRadius();
        const QRectF scene =
            grid->mapRectToScene(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r));
        return QRect(grid->window()->mapToGlobal(scene.topLeft().toPoint()), scene.size().toSize());
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        GodGrid *grid = m_map->grid();
        if (!grid) {
            s.invisible = true;
            return s;
        }
        s.focusable = true;
        s.selectable = true;
        s.focused = grid->hasActiveFocus() && grid->cursor() == m_sector;
        s.selected = grid->selectedSector() == m_sector;
        s.invisible = !grid->isVisible();
        return s;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface
                   ? static_cast<QAccessibleActionInterface *>(this)
                   : nullptr;
    }
    QStringList actionNames() const override { return {setFocusAction(), pressAction()}; }
    void doAction(const QString &actionName) override
    {
        GodGrid *grid = m_map->grid();
        if (!grid)
            return;
        if (actionName == setFocusAction()) {
            grid->focusSector(m_sector);
        } else if (actionName == pressAction()) {
            grid->focusSector(m_sector);
            grid->activateSector(m_sector);
        }
    }
    QStringList keyBindingsForAction(const QString &actionName) const override
    {
        if (actionName == pressAction())
            return {QStringLiteral("Return"), QStringLiteral("Space")};
        return {};
    }

private:
    const GodGridAccessible *m_map;
    int m_sector;
};

} // namespace

GodGridAccessible::GodGridAccessible(GodGrid *grid) : QAccessibleObject(grid), m_grid(grid) {}

GodGridAccessible::~GodGridAccessible()
{
    for (const QAccessible::Id id : m_sectors)
        if (id)
            QAccessible::deleteAccessibleInterface(id);
}

void GodGridAccessible::detach()
{
    m_attached = false;
}

GodGrid *GodGridAccessible::grid() const
{
    return m_attached ? m_grid.data() : nullptr;
}

bool GodGridAccessible::isValid() const
{
    return grid() != nullptr;
}

QAccessibleInterface *GodGridAccessible::sector(int sector) const
{
    if (sector < 0 || sector >= childCount())
        return nullptr;
    if (m_sectors.size() < std::size_t(childCount()))
        m_sectors.resize(std::size_t(childCount()), 0);
    QAccessible::Id &id = m_sectors[std::size_t(sector)];
    if (!id)
        id = QAccessible::registerAccessibleInterface(new SectorAccessible(this, sector));
    return QAccessible::accessibleInterface(id);
}

void GodGridAccessible::focusEntered()
{
    GodGrid *g = grid();
    if (!g || !g->hasActiveFocus())
        return;
    m_entered = true;
    m_hinted = g->cursor();
    if (QAccessibleInterface *cell = sector(g->cursor()); cell && QAccessible::isActive()) {
        QAccessibleEvent event(cell, QAccessible::Focus);
        QAccessible::updateAccessibility(&event);
    }
}

void GodGridAccessible::focusLeft()
{
    m_entered = false;
    m_hinted = -1;
}

void GodGridAccessible::cursorMoved()
{
    GodGrid *g = grid();
    // Before focusEntered() the move is part of the focus coming (the first focus places
    // the cursor): focusEntered() reports it.
    if (!g || !g->hasActiveFocus() || !m_entered)
        return;
    m_hinted = -1;
    if (QAccessibleInterface *cell = sector(g->cursor()); cell && QAccessible::isActive()) {
        QAccessibleEvent event(cell, QAccessible::Focus);
        QAccessible::updateAccessibility(&event);
    }
}

QWindow *GodGridAccessible::window() const
{
    GodGrid *g = grid();
    return g ? g->window() : nullptr;
}

QAccessibleInterface *GodGridAccessible::parent() const
{
    // As Qt Quick does: the nearest item above that is accessible, else the window.
    GodGrid *g = grid();
    if (!g)
        return nullptr;
    const QQuickItem *content = g->window() ? g->window()->contentItem() : nullptr;
    for (QQuickItem *item = g->parentItem(); item && item != content; item = item->parentItem()) {
        if (QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(item))
            return iface;
    }
    return g->window() ? QAccessible::queryAccessibleInterface(g->window()) : nullptr;
}

QAccessibleInterface *GodGridAccessible::child(int index) const
{
    return sector(index);
}

int GodGridAccessible::childCount() const
{
    GodGrid *g = grid();
    return g ? g->sectorCount() : 0;
}

int GodGridAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *cell = dynamic_cast<const SectorAccessible *>(child);
    return cell && cell->map() == this ? cell->sector() : -1;
}

QAccessibleInterface *GodGridAccessible::focusChild() const
{
    GodGrid *g = grid();
    if (!g || !g->hasActiveFocus())
        return nullptr;
    return sector(g->cursor());
}

QAccessibleInterface *GodGridAccessible::childAt(int x, int y) const
{
    GodGrid *g = grid();
    if (!g || !g->window())
        return nullptr;
    const QPointF scene = g->window()->mapFromGlobal(QPoint(x, y));
    return sector(g->sectorAt(g->mapFromScene(scene)));
}

QString GodGridAccessible::text(QAccessible::Text t) const
{
    GodGrid *g = grid();
    if (!g)
        return {};
    switch (t) {
    case QAccessible::Name:
        return g->mapName();
    case QAccessible::Description:
        return g->hint();
    default:
        return {};
    }
}

QRect GodGridAccessible::rect() const
{
    GodGrid *g = grid();
    if (!g || !g->window())
        return {};
    const QRectF scene = g->mapRectToScene(g->boundingRect());
    return QRect(g->window()->mapToGlobal(scene.topLeft().toPoint()), scene.size().toSize());
}

QAccessible::Role GodGridAccessible::role() const
{
    return QAccessible::List;
}

void *GodGridAccessible::interface_cast(QAccessible::InterfaceType type)
{
    return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this)
                                                : nullptr;
}

QStringList GodGridAccessible::actionNames() const
{
    return {setFocusAction()};
}

void GodGridAccessible::doAction(const QString &actionName)
{
    if (GodGrid *g = grid(); g && actionName == setFocusAction())
        g->forceActiveFocus(Qt::OtherFocusReason);
}

QStringList GodGridAccessible::keyBindingsForAction(const QString &) const
{
    return {};
}

QAccessible::State GodGridAccessible::state() const
{
    QAccessible::State s;
    GodGrid *g = grid();
    if (!g) {
        s.invisible = true;
        return s;
    }
    s.focusable = true;
    s.focused = g->hasActiveFocus();
    s.invisible = !g->isVisible();
    return s;
}

} // namespace starboard
