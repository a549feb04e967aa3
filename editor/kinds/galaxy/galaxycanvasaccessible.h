#pragma once

// What a screen reader is told about the galaxy editor's map (issue 12). The canvas draws
// every hex itself, so as one object it could only change its description when the keyboard
// cursor moved, and Orca 43 said nothing then. Here the map is a list ("Galaxy map", the
// keys as its description) whose items are hexes: the galaxy's sectors in the file's order
// and, when the cursor is on an empty hex, that hex last. Each is named as the editor
// describes it ("sector 4,-1 (in the galaxy). Fixed Thing: Planet"), and every move of the
// cursor while the map has the focus reports the focus on the cursor's hex, which screen
// readers speak (as GodGridAccessible does for the game's map).
//
// GalaxyCanvas's accessibility factory makes it; the hexes' interfaces are made on first use
// (one per hex, so a screen reader tells them apart) and deleted with the map's.

#include "galaxymap.h"

#include <QAccessibleWidget>
#include <QHash>

namespace starboard::editor::galaxy {

class GalaxyCanvas;

class GalaxyCanvasAccessible : public QAccessibleWidget
{
public:
    explicit GalaxyCanvasAccessible(GalaxyCanvas *canvas);
    ~GalaxyCanvasAccessible() override;

    GalaxyCanvas *canvas() const;
    // The hex's interface (made on first use, and again when its name changed: a screen
    // reader takes a focus report on a new object for news, and ignores a name change).
    QAccessibleInterface *hexInterface(Hex hex) const;

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *focusChild() const override;
    QAccessibleInterface *childAt(int x, int y) const override;

private:
    struct Item
    {
        QString name; // the name it was made with
        QAccessible::Id id = 0;
    };
    mutable QHash<Hex, Item> m_hexes;
};

} // namespace starboard::editor::galaxy
