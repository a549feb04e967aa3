import QtQuick

// Keeps the keyboard in a row of buttons (a board's decision bar) when the focused button
// goes away because the game moved on: "Build military" spent the last metal and the turn
// ended, "End turn" gave the turn to a computer. Without it the focus stays on the hidden
// button and the next Tab starts again at the window's first control. Here the row's gold
// button, else its first one, takes the focus as soon as there is one (at once, or when
// the computer has played), with the focus ring only if the player was using the keyboard.
// A click or a Tab elsewhere ends the keeping.
QtObject {
    id: keeper

    required property Item row
    // The focus is in the row (or was, and went to nothing).
    property bool holding: false
    property bool byKeyboard: false
    // The row's control that has (or had) the focus. Qt 6.4 leaves the focus on a button
    // made invisible or disabled, so the keeper watches it.
    property Item current: null

    function inRow(item: var): bool {
        for (let p = item; p; p = p.parent) {
            if (p === keeper.row)
                return true;
        }
        return false;
    }

    function usable(item: var): bool {
        return item !== null && item !== undefined && item.visible && item.enabled && item.activeFocusOnTab;
    }

    function buttons(): list<Item> {
        const out = [];
        const children = keeper.row ? keeper.row.children : [];
        for (let i = 0; i < children.length; ++i) {
            if (keeper.usable(children[i]))
                out.push(children[i]);
        }
        return out;
    }

    function takeBack() {
        if (!keeper.holding)
            return;
        const item = keeper.row.Window.activeFocusItem;
        if (keeper.usable(item)) {
            keeper.holding = keeper.inRow(item);
            return;
        }
        const all = keeper.buttons();
        if (all.length === 0)
            return; // kept until a button shows (rowChanges)
        const gold = all.find(b => b.primary === true);
        (gold ? gold : all[0]).forceActiveFocus(keeper.byKeyboard ? Qt.TabFocusReason : Qt.OtherFocusReason);
    }

    readonly property Connections windowFocus: Connections {
        target: keeper.row ? keeper.row.Window.window : null

        function onActiveFocusItemChanged() {
            const item = keeper.row.Window.activeFocusItem;
            if (item && keeper.inRow(item)) {
                keeper.holding = true;
                keeper.current = item;
                keeper.byKeyboard = item.visualFocus === true;
            } else if (keeper.usable(item)) {
                keeper.holding = false; // gone elsewhere on purpose
            } else if (keeper.holding) {
                keeper.later.restart();
            }
        }
    }

    readonly property bool currentShown: keeper.current !== null && keeper.current.visible && keeper.current.enabled
    onCurrentShownChanged: {
        if (!keeper.currentShown && keeper.holding)
            keeper.later.restart();
    }

    readonly property Connections rowChanges: Connections {
        target: keeper.row

        function onVisibleChildrenChanged() {
            if (keeper.holding)
                keeper.later.restart();
        }
    }

    // The row's buttons change visibility in the same turn of the event loop; the focus
    // is given in the next.
    readonly property Timer later: Timer {
        interval: 0
        onTriggered: keeper.takeBack()
    }
}
