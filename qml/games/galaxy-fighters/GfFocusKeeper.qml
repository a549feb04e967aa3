import QtQuick
import Starboard

// Keeps the keyboard in the Galaxy Fighters cockpit (issue 14). The cockpit is made again
// whenever another seat decides (GfPlayerPanel's Loader) and its buttons go as soon as they
// are used (a cockpit choice, a die spent, End turn), so Qt 6.4 would leave the focus on a
// gone button and the next Tab would start again at the top bar. The keeper lives on the
// board, which stays: when a cockpit control that had the focus BY THE KEYBOARD (Tab,
// Shift+Tab, or this keeper) goes, the focus goes to the next usable control of the same
// decision (the next command, else End turn), or, once the next decision is up (the next
// cockpit choice, the next turn, this player's turn again after the computer teammates
// played), to its first control. While the board plays out steps or another player
// decides, the keyboard waits on the board (`park`, not a Tab stop: Space, Enter and
// Escape there only end the steps). An aimed engine or special sends it to the first
// highlighted space (the arrows and Enter choose one there), and it comes back to the
// cockpit once the command is done or cancelled.
//
// It never acts for the pointer: a button clicked with the mouse takes the focus without
// `visualFocus`, and a focus given to anything outside the cockpit ends the keeping. (A
// keeper in the cockpit that also kept the pointer's focus made the 4-player soak test warn
// about tool tips, session 16; the soak only clicks, so this one stays idle there after its first click.)
QtObject {
    id: keeper

    required property GfController controller
    // Where the keyboard waits (the board's item).
    required property Item park
    // The board's spaces (BoardNavigator spots) for an aimed command.
    property Item spaces: null
    // The cockpit shown now (GfCockpit sets itself here).
    property Item cockpit: null
    // The keyboard is in the cockpit (or was, and its control went). A game starts with it
    // there: the first decision's first control has the keyboard (or, while a computer
    // decides first, the board where it waits), so a keyboard player does not Tab through
    // the top bar first (helper 13 needed 8 Tabs, session 21). The first click elsewhere
    // ends the keeping, as always.
    property bool holding: true
    // The cockpit control that has (or had) the keyboard, its place among the cockpit's
    // controls and the decision it was for.
    property Item current: null
    property int place: 0
    property string decision
    // The keyboard aimed an engine or special: it chooses the space on the board, and comes
    // back to the cockpit once the command is done or cancelled.
    property bool aiming: false
    readonly property string currentDecision: keeper.controller ? keeper.controller.district + "/" + keeper.controller.phase + "/" + keeper.controller.spawnLeft : ""

    function usable(item: var): bool {
        return item !== null && item !== undefined && item.visible && item.enabled && item.activeFocusOnTab;
    }

    // A space of the board (GfCell).
    function isSpot(item: var): bool {
        return item !== null && item !== undefined && item.boardSpot === true;
    }

    function inCockpit(item: var): bool {
        for (let p = item; p; p = p.parent) {
            if (p.objectName === "gfCockpit")
                return true;
        }
        return false;
    }

    // The controls under `root` that Tab reaches, in the order of the item tree.
    function controls(root: var): list<Item> {
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
        if (!keeper.holding || !keeper.park)
            return;
        const item = keeper.park.Window.activeFocusItem;
        // On the board's space the aim sent it to: that is where the keyboard should be.
        const aimedSpot = keeper.aiming && keeper.isSpot(item);
        if (aimedSpot && keeper.controller.aim !== "")
            return; // the arrows and Enter choose the space
        keeper.aiming = false;
        if (!aimedSpot && keeper.usable(item) && !keeper.inCockpit(item)) {
            keeper.holding = false; // gone elsewhere on purpose
            return;
        }
        const fresh = keeper.decision !== keeper.currentDecision;
        if (keeper.controller.animating || !keeper.controller.myDecision) {
            // Not this player's moment yet: wait on the board, out of the cockpit (a stale
            // End turn would end the next turn).
            if (item !== keeper.park && (fresh || !keeper.usable(item)))
                keeper.park.forceActiveFocus(Qt.OtherFocusReason);
            return;
        }
        if (keeper.usable(item) && keeper.inCockpit(item) && !fresh)
            return;
        if (keeper.focusAimedSpot())
            return; // back to the cockpit once the aim is over
        const all = keeper.controls(keeper.cockpit);
        if (all.length === 0)
            return; // kept until the cockpit shows a control (cockpitChanged, changed)
        const target = fresh ? all[0] : all[Math.min(keeper.place, all.length - 1)];
        keeper.decision = keeper.currentDecision;
        keeper.place = all.indexOf(target);
        target.forceActiveFocus(Qt.TabFocusReason);
    }

    // The arrow keys between the cockpit's controls (Up: the one before, Down: the one
    // after, stopping at either end), as Tab and Shift+Tab do. False when the keyboard is
    // not on one of them.
    function stepFocus(delta: int): bool {
        if (!keeper.cockpit)
            return false;
        const all = keeper.controls(keeper.cockpit);
        const at = all.indexOf(keeper.cockpit.Window.activeFocusItem);
        if (at < 0)
            return false;
        const to = Math.max(0, Math.min(all.length - 1, at + delta));
        if (to !== at)
            all[to].forceActiveFocus(delta < 0 ? Qt.BacktabFocusReason : Qt.TabFocusReason);
        return true;
    }

    // The Move key (M): a move has no button (a click on a space next to the ship makes it),
    // so the keyboard goes to the ship on the board, where the arrows and Enter choose the
    // space, and back to the cockpit once the ship has moved (as for an aimed command).
    function moveByKey(): bool {
        if (!keeper.spaces || !keeper.controller.myDecision || keeper.controller.animating || keeper.controller.phase !== "command")
            return false;
        const spots = keeper.spaces.children;
        for (let i = 0; i < spots.length; ++i) {
            if (keeper.isSpot(spots[i]) && spots[i].activeShip === true) {
                keeper.holding = true;
                keeper.aiming = true;
                spots[i].forceActiveFocus(Qt.TabFocusReason);
                return true;
            }
        }
        return false;
    }

    // Escape on the board after M (no move made): the keyboard goes back to the cockpit
    // control it came from.
    function leaveBoard() {
        if (!keeper.aiming || keeper.controller.aim !== "")
            return;
        keeper.aiming = false;
        const all = keeper.controls(keeper.cockpit);
        if (all.length > 0)
            all[Math.min(keeper.place, all.length - 1)].forceActiveFocus(Qt.TabFocusReason);
    }

    // A command's key (E, S) aimed it: the keyboard goes to the first highlighted space
    // wherever it was (the keys work from anywhere in the window), and to the cockpit after.
    function aimByKey() {
        keeper.aimLater.restart();
    }

    function aimNow() {
        if (keeper.focusAimedSpot())
            keeper.holding = true;
    }

    // While an engine or special aims: the keyboard to its first highlighted space, marked
    // as aiming (false when nothing aims or no space is highlighted).
    function focusAimedSpot(): bool {
        if (keeper.controller.aim === "" || !keeper.spaces)
            return false;
        const spots = keeper.spaces.children;
        for (let i = 0; i < spots.length; ++i) {
            if (keeper.isSpot(spots[i]) && spots[i].actionable === true) {
                keeper.aiming = true;
                spots[i].forceActiveFocus(Qt.TabFocusReason);
                return true;
            }
        }
        return false;
    }

    // The overflow choice (a full district's invader needs a neighbour) comes at the end of a
    // turn that the keyboard may have played on the board (arrows and Enter, then
    // Ctrl+Return): it takes the keyboard from the board (a player had to Tab through the top
    // bar to reach it). Not from anywhere else the player put it.
    function offerOverflow() {
        if (!keeper.park || keeper.controller.phase !== "overflow" || !keeper.controller.myDecision || keeper.controller.animating)
            return;
        const item = keeper.park.Window.activeFocusItem;
        if (item !== null && item !== keeper.park && !keeper.isSpot(item))
            return;
        const all = keeper.controls(keeper.cockpit);
        if (all.length === 0)
            return; // again once the cockpit shows its controls (cockpitChanged)
        keeper.holding = true;
        keeper.aiming = false;
        keeper.decision = keeper.currentDecision;
        keeper.place = 0;
        all[0].forceActiveFocus(Qt.TabFocusReason);
    }

    Component.onCompleted: keeper.later.restart()

    onCockpitChanged: {
        if (keeper.holding)
            keeper.later.restart();
        keeper.overflowLater.restart();
    }

    readonly property Connections windowFocus: Connections {
        target: keeper.park ? keeper.park.Window.window : null

        function onActiveFocusItemChanged() {
            const item = keeper.park.Window.activeFocusItem;
            if (item === keeper.park)
                return; // waiting on the board
            if (keeper.aiming && keeper.isSpot(item))
                return; // choosing the aimed command's space
            if (keeper.usable(item)) {
                // The pointer's focus (no visualFocus) or a control outside the cockpit
                // ends the keeping.
                keeper.holding = keeper.inCockpit(item) && item.visualFocus === true;
                if (keeper.holding) {
                    keeper.current = item;
                    keeper.place = Math.max(0, keeper.controls(keeper.cockpit).indexOf(item));
                    keeper.decision = keeper.currentDecision;
                }
            } else if (keeper.holding) {
                keeper.later.restart();
            }
        }
    }

    // Qt 6.4 leaves the focus on a control that is hidden or disabled.
    readonly property bool currentUsable: keeper.current !== null && keeper.current.visible && keeper.current.enabled
    onCurrentUsableChanged: {
        if (keeper.holding && !keeper.currentUsable)
            keeper.later.restart();
    }

    readonly property Connections controllerChanges: Connections {
        target: keeper.controller

        function onChanged() {
            if (keeper.holding)
                keeper.later.restart();
            keeper.overflowLater.restart();
        }
        function onAnimationChanged() {
            if (keeper.holding)
                keeper.later.restart();
            keeper.overflowLater.restart();
        }
    }

    // The cockpit's controls change in the same turn of the event loop; the focus is given
    // in the next.
    readonly property Timer later: Timer {
        interval: 0
        onTriggered: keeper.takeBack()
    }
    readonly property Timer overflowLater: Timer {
        interval: 0
        onTriggered: keeper.offerOverflow()
    }
    readonly property Timer aimLater: Timer {
        interval: 0
        onTriggered: keeper.aimNow()
    }
}
