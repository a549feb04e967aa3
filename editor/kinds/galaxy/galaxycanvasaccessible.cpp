#include "galaxycanvasaccessible.h"

#include "galaxycanvas.h"

#include <QWindow>

namespace starboard::editor::galaxy {

namespace {

// One hex of the map: a list item without an object of its own. Its action: focus (the
// map's keyboard cursor goes there and the map takes the focus).
class HexAccessible : public QAccessibleInterface, public QAccessibleActionInterface
{
public:
    HexAccessible(const GalaxyCanvasAccessible *map, Hex hex) : m_map(map), m_hex(hex) {}

    Hex hex() const { return m_hex; }
    const GalaxyCanvasAccessible *map() const { return m_map; }

    bool isValid() const override { return m_map->isValid(); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return m_map->window(); }
    QAccessibleInterface *parent() const override
    {
        return const_cast<GalaxyCanvasAccessible *>(m_map);
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text t) const override
    {
        GalaxyCanvas *canvas = m_map->canvas();
        return canvas && t == QAccessible::Name ? canvas->hexName(m_hex) : QString();
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        GalaxyCanvas *canvas = m_map->canvas();
        if (!canvas)
            return {};
        const QPointF centre = canvas->hexCentre(m_hex);
        const qreal r = canvas->radius();
        const QRect local = QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r).toRect();
        return QRect(canvas->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        GalaxyCanvas *canvas = m_map->canvas();
        if (!canvas) {
            s.invisible = true;
            return s;
        }
        s.focusable = true;
        s.focused = canvas->hasFocus() && canvas->cursorHex() == m_hex;
        s.invisible = !canvas->isVisible();
        s.offscreen = !canvas->rect().contains(canvas->hexCentre(m_hex).toPoint());
        return s;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface
                   ? static_cast<QAccessibleActionInterface *>(this)
                   : nullptr;
    }
    QStringList actionNames() const override { return {setFocusAction()}; }
    void doAction(const QString &actionName) override
    {
        GalaxyCanvas *canvas = m_map->canvas();
        if (canvas && actionName == setFocusAction()) {
            canvas->setCursorHex(m_hex);
            canvas->setFocus(Qt::OtherFocusReason);
        }
    }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

private:
    const GalaxyCanvasAccessible *m_map;
    Hex m_hex;
};

} // namespace

GalaxyCanvasAccessible::GalaxyCanvasAccessible(GalaxyCanvas *canvas)
    : QAccessibleWidget(canvas, QAccessible::List)
{}

GalaxyCanvasAccessible::~GalaxyCanvasAccessible()
{
    for (const Item &item : std::as_const(m_hexes))
        QAccessible::deleteAccessibleInterface(item.id);
}

GalaxyCanvas *GalaxyCanvasAccessible::canvas() const
{
    return isValid() ? static_cast<GalaxyCanvas *>(widget()) : nullptr;
}

QAccessibleInterface *GalaxyCanvasAccessible::hexInterface(Hex hex) const
{
    GalaxyCanvas *c = canvas();
    if (!c)
        return nullptr;
    const QString name = c->hexName(hex);
    Item &item = m_hexes[hex];
    if (item.id && item.name != name) {
        QAccessible::deleteAccessibleInterface(item.id);
        item.id = 0;
    }
    if (!item.id) {
        item.name = name;
        item.id = QAccessible::registerAccessibleInterface(new HexAccessible(this, hex));
    }
    return QAccessible::accessibleInterface(item.id);
}

int GalaxyCanvasAccessible::childCount() const
{
    GalaxyCanvas *c = canvas();
    return c ? int(c->accessibleHexes().size()) : 0;
}

QAccessibleInterface *GalaxyCanvasAccessible::child(int index) const
{
    GalaxyCanvas *c = canvas();
    if (!c || index < 0 || index >= c->accessibleHexes().size())
        return nullptr;
    return hexInterface(c->accessibleHexes().at(index));
}

int GalaxyCanvasAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const auto *hex = dynamic_cast<const HexAccessible *>(child);
    GalaxyCanvas *c = canvas();
    return hex && c && hex->map() == this ? int(c->accessibleHexes().indexOf(hex->hex())) : -1;
}

QAccessibleInterface *GalaxyCanvasAccessible::focusChild() const
{
    GalaxyCanvas *c = canvas();
    return c && c->hasFocus() ? hexInterface(c->cursorHex()) : nullptr;
}

QAccessibleInterface *GalaxyCanvasAccessible::childAt(int x, int y) const
{
    GalaxyCanvas *c = canvas();
    if (!c)
        return nullptr;
    const Hex hex = c->hexAt(c->mapFromGlobal(QPoint(x, y)));
    return c->accessibleHexes().contains(hex) ? hexInterface(hex) : nullptr;
}

} // namespace starboard::editor::galaxy
