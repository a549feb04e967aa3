import QtQuick

// Keeps the keyboard in a row of buttons (a board's decision bar, a shop) when the focused
// button goes away or is disabled because the game moved on: "Build military" spent the
// last metal and the turn ended, "End turn" gave the turn to a computer, the last
// affordable ship was bought. Without it the focus stays on the hidden button and the
// next Tab starts again at the window's first control. Here the row's gold button, else
// its first one (else the `fallback` row's), takes the focus as soon as there is one (at
// once, or when the computer has played), with the focus ring only if the player was
// using the keyboard. A click or a Tab elsewhere ends the keeping.
QtObject {
    id: keeper

    required property Item row
    // Where the keyboard goes when the row has no control left (the shop's last affordable
    // ship bought: the decision bar with "Done").
    property Item fallback: null
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

    // The controls under `root` that Tab reaches, in the order of the item tree.
    function controls(root: Item): list<Item> {
        const out = [];
        const walk = item => {
            for (let i = 0; i < item.children.length; ++i) {
                const child = item.children[i];
                if (keeper.usable(child))
                    out.push(child);
                else if (child.visible)
                    walk(child);
            }
        };
        if (root)
            walk(root);
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
        let all = keeper.controls(keeper.row);
        if (all.length === 0)
            all = keeper.controls(keeper.fallback);
        if (all.length === 0)
            return; // kept until a button shows (rowChanges)
        const gold = all.find(b => b.primary === true);
        (gold ? gold : all[0]).forceActiveFocus(keeper.byKeyboard ? Qt.TabFocusReason : Qt.OtherFocusReason);
    }

    readonly property Connections windowFocus: Connections {
        target: keeper.row ? keeper.row.Window.window : null

        function onActiveFocusItemChanged() {
            const item = keeper.row.Window.activeFocusItem;
            // (Not a focus scope in the row, such as the shop's GridView, which takes the
            // focus when its focused button is disabled.)
            if (keeper.usable(item) && keeper.inRow(item)) {
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
    readonly property Connections fallbackChanges: Connections {
        target: keeper.fallback

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
