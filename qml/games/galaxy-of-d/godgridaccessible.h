#pragma once

// What a screen reader is told about the Galaxy of D map (issue 12). The map is one item
// (GodGrid) that draws every sector, so Qt Quick's own accessibility would show it as one
// object whose name changes with the keyboard cursor, and Qt 6.4's AT-SPI bridge does not
// pass the new name along with the change: Orca said nothing when the cursor moved. Here
// the map is a list whose items are the sectors, each with its own name ("Sector 4,-1:
// Planet, 1 of your ship(s), top: Cruiser"), and every move of the cursor while the map has
// the focus reports the focus on the cursor's sector, which screen readers speak.
//
// The interface is registered for the GodGrid when it is made, so Qt's accessibility cache
// hands it out in place of Qt Quick's (QAccessible::queryAccessibleInterface looks in the
// cache before it asks the factories). The sectors' interfaces are made on demand and
// deleted with the map's.

#include <QAccessibleObject>
#include <QPointer>
#include <vector>

namespace starboard {

class GodGrid;

class GodGridAccessible : public QAccessibleObject, public QAccessibleActionInterface
{
public:
    explicit GodGridAccessible(GodGrid *grid);
    ~GodGridAccessible() override;

    // The grid is being destroyed: answer nothing from now on.
    void detach();
    // The sector's interface, or null (made on first use).
    QAccessibleInterface *sector(int sector) const;
    // The map got the focus (called after Qt Quick reported it): report the focus on the
    // cursor's sector, which then also tells how to use the map (its description).
    void focusEntered();
    void focusLeft();
    // The cursor moved while the map has the focus: report the focus on its sector (named
    // only: the usage hint is said once, when the focus comes).
    void cursorMoved();
    // The sector whose description is the usage hint (-1: none).
    int hintedSector() const { return m_hinted; }

    bool isValid() const override;
    QWindow *window() const override;
    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *focusChild() const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QString text(QAccessible::Text t) const override;
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    // Actions: focus (AT-SPI's grabFocus) puts the keyboard focus on the map.
    QStringList actionNames() const override;
    void doAction(const QString &actionName) override;
    QStringList keyBindingsForAction(const QString &actionName) const override;

    GodGrid *grid() const;

private:
    QPointer<GodGrid> m_grid;
    bool m_attached = true;
    bool m_entered = false; // the focus came and focusEntered() has reported it
    int m_hinted = -1;
    mutable std::vector<QAccessible::Id> m_sectors; // 0: not made yet
};

} // namespace starboard
