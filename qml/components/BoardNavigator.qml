import QtQuick
import Starboard

// Keyboard play on a board made of QML items (issue 12; the Galaxy of D map does the same
// in C++, GodGrid). The board's spots (cards, technologies, squares) are the children of
// `container` that have `boardSpot: true`. One spot at a time is in the Tab chain: the one
// last focused, at first the first spot. On it the arrow keys move the focus to the next
// spot that way (BoardNavigation.step: the same rule on every board), Enter or Space act on
// it (the spot's `activate()`), Escape asks the board to drop what is selected
// (`cancelled`). A spot wires itself up with:
//
//     readonly property bool boardSpot: true
//     function activate() { ... }
//     activeFocusOnTab: navigator.isTabStop(spot)
//     Keys.onPressed: event => navigator.keyPressed(spot, event)
//     onActiveFocusChanged: navigator.focusChanged(spot)
//     KeyboardRing {}
//     Accessible.role, Accessible.name, Accessible.onPressAction: activate()
//
// When the focused spot is made again (its model was reset: another player's sector is
// shown), the spot at the same place takes the focus back.
QtObject {
    id: navigator

    required property Item container
    // The spot in the Tab chain (null: the first spot).
    property Item current: null
    property int currentPlace: -1
    // A spot had the focus and has not given it to anything else: it was made again.
    property bool holding: false

    signal cancelled

    // Whether `item` is a spot of some board (untyped: spots are the boards' own types).
    function isSpot(item: var): bool {
        return item !== null && item !== undefined && item.boardSpot === true;
    }

    function spots(): list<Item> {
        const out = [];
        const children = navigator.container ? navigator.container.children : [];
        for (let i = 0; i < children.length; ++i) {
            const child = children[i];
            if (navigator.isSpot(child) && child.visible)
                out.push(child);
        }
        return out;
    }

    function isTabStop(spot: Item): bool {
        if (navigator.current && navigator.current.visible)
            return spot === navigator.current;
        const all = navigator.spots();
        const place = Math.max(0, Math.min(navigator.currentPlace, all.length - 1));
        return all.length > 0 && all[place] === spot;
    }

    function focusChanged(spot: Item) {
        if (spot.activeFocus) {
            navigator.current = spot;
            navigator.currentPlace = navigator.spots().indexOf(spot);
            navigator.holding = true;
        }
    }

    function keyPressed(spot: Item, event: var) {
        const all = navigator.spots();
        const from = all.indexOf(spot);
        switch (event.key) {
        case Qt.Key_Left:
        case Qt.Key_Right:
        case Qt.Key_Up:
        case Qt.Key_Down: {
            const points = all.map(s => s.mapToItem(navigator.container, s.width / 2, s.height / 2));
            const to = BoardNavigation.step(points, from, event.key);
            if (to >= 0 && to !== from)
                all[to].forceActiveFocus(Qt.TabFocusReason);
            event.accepted = true;
            break;
        }
        case Qt.Key_Return:
        case Qt.Key_Enter:
        case Qt.Key_Space:
            if (!event.isAutoRepeat)
                spot.activate();
            event.accepted = true;
            break;
        case Qt.Key_Escape:
            navigator.cancelled();
            event.accepted = true;
            break;
        }
    }

    // The focus left the spots: for another control (a Tab, a click on a button) or for
    // nothing (the spot was destroyed), then the spot in its place takes it back.
    readonly property Connections windowFocus: Connections {
        target: navigator.container ? navigator.container.Window.window : null

        function onActiveFocusItemChanged() {
            if (!navigator.holding)
                return;
            const item = navigator.container.Window.activeFocusItem;
            if (item && navigator.spots().indexOf(item) >= 0)
                return;
            if (item && (item.activeFocusOnTab || navigator.isSpot(item))) {
                navigator.holding = false; // gone elsewhere on purpose
                return;
            }
            navigator.later.restart();
        }
    }

    // The spot in its place is made in the same turn of the event loop; it takes the focus
    // in the next.
    readonly property Timer later: Timer {
        interval: 0
        onTriggered: navigator.takeBack()
    }

    function takeBack() {
        if (!navigator.holding)
            return;
        const item = navigator.container ? navigator.container.Window.activeFocusItem : null;
        if (item && (item.activeFocusOnTab || navigator.isSpot(item))) {
            navigator.holding = navigator.spots().indexOf(item) >= 0;
            return;
        }
        const all = navigator.spots();
        navigator.holding = false;
        if (all.length > 0)
            all[Math.max(0, Math.min(navigator.currentPlace, all.length - 1))].forceActiveFocus(Qt.TabFocusReason);
    }
}
