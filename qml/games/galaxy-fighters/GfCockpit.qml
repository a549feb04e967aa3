pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// A Galaxy Fighters cockpit: the ship that is up, the cockpit choices, the overflow choice,
// the dice with the bonus tile and the commands of the turn (the prompt is in the game
// screen's status panel). The game screen shows it in the panel of the seat that decides now
// (GfPlayerPanel): that player's cockpit. Every rule is the engine's: the buttons are GfController's commands, enabled when
// the engine allows them, with its reason as the tool tip when not.
ColumnLayout {
    id: cockpit

    required property GfController controller
    // Keeps the keyboard in the cockpit (the board's; null in a test of the cockpit alone).
    property GfFocusKeeper keeper: null
    readonly property var commands: cockpit.controller.commands
    readonly property var tile: cockpit.controller.tile
    // While the board plays out steps the cockpit shows the turn the board shows (the
    // controller's district and seat follow the step, and the cockpit is in that player's
    // panel): the next decision's choices, dice and commands (the engine's, perhaps another
    // ship's or player's) wait until the board has caught up. A click on the board or Space,
    // Enter or Escape end the steps (issue 14).
    readonly property bool live: !cockpit.controller.animating

    Component.onCompleted: {
        if (cockpit.keeper)
            cockpit.keeper.cockpit = cockpit;
    }
    Component.onDestruction: {
        if (cockpit.keeper && cockpit.keeper.cockpit === cockpit)
            cockpit.keeper.cockpit = null;
    }

    spacing: Theme.spacing

    // Up and Down between the cockpit's buttons (a button does not take them, so they come
    // here), as Tab and Shift+Tab.
    Keys.onUpPressed: event => {
        event.accepted = cockpit.keeper !== null && cockpit.keeper.stepFocus(-1);
    }
    Keys.onDownPressed: event => {
        event.accepted = cockpit.keeper !== null && cockpit.keeper.stepFocus(1);
    }
    // M: the keyboard to the ship on the board, to choose where it moves.
    Shortcut {
        objectName: "gfMoveKey"
        sequence: "M"
        enabled: cockpit.visible && cockpit.live && cockpit.controller.phase === "command"
        onActivated: {
            if (cockpit.keeper)
                cockpit.keeper.moveByKey();
        }
    }

    // A command's button: enabled only when the engine allows it, its reason as the tool tip
    // when not; hovering it highlights the cells it would hit.
    component CommandButton: Item {
        id: command

        property alias text: button.text
        property bool can: false
        property string reason
        property string help
        property var cells: []
        property bool primary: false
        // The hint ("Suggest a move") points at this command.
        property bool suggested: false
        // Its key (a letter; docs/accessibility.md), said in the tool tip.
        property string key
        // The key works while the button is hidden (the Special of a ship whose special is
        // always on: the key's refusal says so).
        property bool keyWhenHidden: false
        // The Special symbols it takes (a star each on the button, said in the tool tip).
        property int cost: 0
        //: Galaxy Fighters board: what a command takes, after its description in the tool tip
        //: and for a screen reader. %n: Special symbols (the star on the dice).
        readonly property string costText: command.cost > 0 ? qsTr("Takes %n Special symbol(s).", "", command.cost) : ""
        // Why not (when it cannot be used), then what it does: an unusable engine's tool tip
        // said only why, and a player could not learn what it would do (session 20).
        readonly property string said: command.can || command.reason === "" ? command.help : command.help === "" ? command.reason : command.reason + " " + command.help
        readonly property string explained: command.said === "" ? command.costText : command.costText === "" ? command.said : command.said + " " + command.costText
        readonly property bool actionable: command.can && cockpit.live
        signal clicked

        Shortcut {
            id: keyShortcut

            sequence: command.key
            // Also when the command cannot be used now: the controller refuses it, and the
            // board's toast says why (a key that did nothing told a player nothing). Not while
            // the steps play (the engine is ahead of the board then).
            enabled: command.key !== "" && (command.visible || command.keyWhenHidden && command.parent.visible) && cockpit.live
            onActivated: {
                const usable = command.can; // before the click changes the commands
                command.clicked();
                if (usable && cockpit.keeper)
                    cockpit.keeper.aimByKey(); // an aimed command: the keyboard to the board
            }
        }

        implicitWidth: button.implicitWidth
        implicitHeight: button.implicitHeight
        Layout.fillWidth: true

        ActionButton {
            id: button

            anchors.fill: parent
            enabled: command.can && cockpit.live
            primary: command.primary
            suggested: command.suggested
            rightPadding: command.cost > 0 ? costStars.width + Theme.spacingLarge + 6 : Theme.spacingLarge + 2
            onClicked: command.clicked()
            Accessible.description: command.explained
        }
        Label {
            id: costStars

            anchors.right: parent.right
            anchors.rightMargin: Theme.spacingLarge
            anchors.verticalCenter: parent.verticalCenter
            visible: command.cost > 0
            text: "\u2605".repeat(command.cost)
            color: button.enabled ? "#c89b16" : Theme.textDisabled
            font.pixelSize: Theme.fontSmall
            Accessible.ignored: true
        }
        HoverHandler {
            id: commandHover

            onHoveredChanged: cockpit.controller.hoverCells = commandHover.hovered ? command.cells : []
        }
        // Only in a window: a cockpit being unloaded (the next seat's turn) is out of the
        // scene while its hover and texts still change ("cannot find any window", the soak
        // test on a loaded machine).
        Component.onDestruction: command.ToolTip.hide() // a pending tool tip (GfCell)
        ToolTip.visible: command.Window.window !== null && commandHover.hovered && command.explained !== ""
        ToolTip.delay: 300
        //: Galaxy Fighters board: a command's tool tip with its key. %1: what the command does (or
        //: why it cannot be used); %2: its key, e.g. 'F'.
        ToolTip.text: command.key !== "" ? qsTr("%1 (%2)").arg(command.explained).arg(keyShortcut.nativeText) : command.explained
    }

    // A die or the bonus tile: its symbol and name; set aside (faded) once used.
    component Die: Rectangle {
        id: die

        property int face: 0
        property string name
        property bool used: false
        property bool tile: false

        implicitWidth: 58
        implicitHeight: 58
        radius: die.tile ? 4 : 10
        color: die.used ? Theme.surface : "#f4f1e8"
        border.color: die.tile ? Theme.accent : Theme.borderStrong
        border.width: die.tile ? 2 : 1
        opacity: die.used ? 0.45 : 1
        Accessible.role: Accessible.StaticText
        //: Galaxy Fighters: a die or the bonus tile for a screen reader once it is used. %1: its symbol or
        //: name, e.g. 'Fire'.
        Accessible.name: die.used ? qsTr("%1, used").arg(die.name) : die.name

        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.top: parent.top
            anchors.topMargin: 4
            // Fire: a crosshair; Move: an arrow; Special: a star; both.
            text: ["\u2295", "\u21E7", "\u2605", "\u2295\u2605"][die.face] ?? ""
            color: ["#d9483b", "#2f9e5e", "#c89b16", "#b0473b"][die.face] ?? Theme.text
            font.pixelSize: die.face === 3 ? 20 : 26
            font.bold: true
        }
        Label {
            anchors.horizontalCenter: parent.horizontalCenter
            anchors.bottom: parent.bottom
            anchors.bottomMargin: 3
            width: parent.width - 4
            // Two lines for a long name ("Feuer oder Spezial" was cut on one).
            height: 20
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignBottom
            text: die.name
            color: die.used ? Theme.textMuted : "#1b1606"
            font.pixelSize: 9
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            fontSizeMode: Text.Fit
            minimumPixelSize: 7
            elide: Text.ElideRight
        }
    }

    Label {
        Layout.fillWidth: true
        //: Galaxy Fighters board: the title of the side panel. %1: a district, e.g. 'Rocketown'.
        text: qsTr("%1's ship").arg(cockpit.controller.districtName)
        color: cockpit.controller.districtColor
        font.pixelSize: Theme.fontLarge
        font.bold: true
    }
    // The cockpit choices: the ship card, then one button per choice.
    ColumnLayout {
        Layout.fillWidth: true
        visible: cockpit.live && cockpit.controller.choices.length > 0 && (cockpit.controller.phase === "weapon" || cockpit.controller.phase === "tile" || cockpit.controller.phase === "engine")
        spacing: Theme.spacingSmall

        Label {
            color: Theme.text
            Layout.fillWidth: true
            text: cockpit.controller.cockpitShip
            font.bold: true
        }
        Label {
            Layout.fillWidth: true
            text: cockpit.controller.cockpitShipText
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: cockpit.controller.choices

            ColumnLayout {
                id: choice

                required property var modelData
                // What a use takes, as on the command's button: a star per Special symbol.
                readonly property int cost: choice.modelData.cost ?? 0
                readonly property string costText: choice.cost > 0 ? qsTr("Takes %n Special symbol(s).", "", choice.cost) : ""
                readonly property string explained: choice.costText === "" ? choice.modelData.text : choice.modelData.text + " " + choice.costText

                Layout.fillWidth: true
                spacing: 2

                ActionButton {
                    objectName: "gfChoice" + choice.modelData.index
                    Layout.fillWidth: true
                    text: choice.modelData.name
                    enabled: cockpit.controller.myDecision && cockpit.live
                    suggested: cockpit.controller.hintButton === "choice" && cockpit.controller.hintIndex === choice.modelData.index
                    rightPadding: choice.cost > 0 ? choiceStars.width + Theme.spacingLarge + 6 : Theme.spacingLarge + 2
                    Accessible.description: choice.explained
                    onClicked: cockpit.controller.choose(choice.modelData.index)

                    Label {
                        id: choiceStars

                        anchors.right: parent.right
                        anchors.rightMargin: Theme.spacingLarge
                        anchors.verticalCenter: parent.verticalCenter
                        visible: choice.cost > 0
                        text: "\u2605".repeat(choice.cost)
                        color: parent.enabled ? "#c89b16" : Theme.textDisabled
                        font.pixelSize: Theme.fontSmall
                        Accessible.ignored: true
                    }
                }
                Label {
                    objectName: "gfChoiceText" + choice.modelData.index
                    Layout.fillWidth: true
                    text: choice.explained
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                }
            }
        }
    }

    // The overflow choice.
    ColumnLayout {
        Layout.fillWidth: true
        visible: cockpit.live && cockpit.controller.phase === "overflow"

        Label {
            objectName: "gfOverflowTitle"
            Layout.fillWidth: true
            //: Galaxy Fighters board: the heading over the overflow choice (an alien reached a
            //: district whose invader spaces are full).
            text: qsTr("A full district: where does the invader go?")
            font.bold: true
            wrapMode: Text.WordWrap
        }

        Repeater {
            model: cockpit.controller.overflowChoices

            CommandButton {
                required property var modelData

                objectName: "gfOverflow" + modelData.district
                //: Galaxy Fighters board: a button: the invader goes to that district. %1: a district;
                //: %n: its invaders now.
                text: qsTr("To %1 (%n invader(s))", "", modelData.invaders).arg(modelData.name)
                can: modelData.legal
                reason: modelData.reason
                suggested: cockpit.controller.hintButton === "overflow" && cockpit.controller.hintIndex === modelData.district
                onClicked: cockpit.controller.overflow(modelData.district)
            }
        }
    }

    // While the board plays out what happened, the next decision waits.
    Label {
        objectName: "gfDiceWait"
        Layout.fillWidth: true
        visible: !cockpit.live
        //: Galaxy Fighters board: in place of the command dice while the aliens land and move
        //: step by step on the board.
        text: qsTr("The dice show once the aliens have moved.")
        color: Theme.textMuted
        font.pixelSize: Theme.fontSmall
        wrapMode: Text.WordWrap
    }

    // The roll: the dice and the bonus tile, used ones set aside.
    Item {
        Layout.fillWidth: true
        implicitHeight: dice.implicitHeight
        visible: cockpit.live && cockpit.controller.dice.length > 0

        Flow {
            id: dice

            objectName: "gfDice"
            width: parent.width
            spacing: Theme.spacingSmall

            Repeater {
                model: cockpit.controller.dice

                Die {
                    required property var modelData

                    face: modelData.face
                    name: modelData.name
                    used: modelData.used
                }
            }
            Die {
                id: tileDie

                visible: cockpit.tile.name !== undefined && cockpit.controller.dice.length > 0
                tile: true
                face: cockpit.tile.reroll ? -1 : (cockpit.tile.face ?? 0)
                name: cockpit.tile.name ?? ""
                used: cockpit.tile.used ?? false
                Label {
                    anchors.centerIn: parent
                    visible: cockpit.tile.reroll ?? false
                    text: "\u27F3"
                    color: Theme.accentInk
                    font.pixelSize: 22
                }
                HoverHandler {
                    id: tileHover
                }
                Component.onDestruction: tileDie.ToolTip.hide() // a pending tool tip (GfCell)
                ToolTip.visible: tileDie.Window.window !== null && tileHover.hovered
                ToolTip.text: cockpit.tile.text ?? ""
            }
        }
    }

    // The commands.
    ColumnLayout {
        Layout.fillWidth: true
        visible: cockpit.live && (cockpit.controller.phase === "command" || (cockpit.controller.dice.length > 0 && !cockpit.controller.gameOver))
        spacing: Theme.spacingSmall

        CommandButton {
            objectName: "gfFire"
            key: "F"
            suggested: cockpit.controller.hintButton === "fire"
            //: Galaxy Fighters board: a command button (shoot the closest alien ahead).
            text: qsTr("Fire")
            can: cockpit.commands.fire ?? false
            reason: cockpit.commands.fireReason ?? ""
            help: qsTr("Destroy the closest alien ahead in your column.")
            cells: cockpit.commands.fireCells ?? []
            onClicked: cockpit.controller.fire()
        }
        CommandButton {
            objectName: "gfWeapon"
            key: "W"
            suggested: cockpit.controller.hintButton === "weapon"
            //: Galaxy Fighters board: a command button. %1: the weapon system, e.g. 'Laser Beam'.
            text: qsTr("Weapon: %1").arg(cockpit.commands.weaponName ?? "")
            can: cockpit.commands.weapon ?? false
            reason: cockpit.commands.weaponReason ?? ""
            help: cockpit.commands.weaponText ?? ""
            cells: cockpit.commands.weaponCells ?? []
            cost: cockpit.commands.weaponCost ?? 0
            onClicked: cockpit.controller.weapon()
        }
        CommandButton {
            objectName: "gfEngine"
            key: "E"
            suggested: cockpit.controller.hintButton === "engine"
            //: Galaxy Fighters board: a command button. %1: the engine modification, e.g. 'Warp Drive'.
            text: qsTr("Engine: %1").arg(cockpit.commands.engineName ?? "")
            can: (cockpit.commands.engine ?? false) && cockpit.controller.aim === ""
            reason: cockpit.commands.engineReason ?? ""
            help: cockpit.commands.engineText ?? ""
            cells: cockpit.commands.engineCells ?? []
            cost: cockpit.commands.engineCost ?? 0
            onClicked: cockpit.controller.engine()
        }
        CommandButton {
            objectName: "gfSpecial"
            key: "S"
            suggested: cockpit.controller.hintButton === "special"
            //: Galaxy Fighters board: a command button. %1: the ship card whose special it uses, e.g. 'Astro Wing'.
            text: qsTr("Special: %1").arg(cockpit.commands.specialName ?? "")
            // Not for a ship whose special is always on (or that has none): a button that
            // can never be used only puzzled a player (session 21); its text is below.
            visible: cockpit.commands.hasSpecial ?? true
            keyWhenHidden: true
            can: (cockpit.commands.special ?? false) && cockpit.controller.aim === ""
            reason: cockpit.commands.specialReason ?? ""
            help: cockpit.commands.specialText ?? ""
            cells: cockpit.commands.specialCells ?? []
            cost: cockpit.commands.specialCost ?? 0
            onClicked: cockpit.controller.special()
        }
        // The ship's special when it needs no command (Helper Drone, Extra Die, none).
        Label {
            objectName: "gfPassiveSpecial"
            Layout.fillWidth: true
            visible: !(cockpit.commands.hasSpecial ?? true) && text !== ""
            //: Galaxy Fighters board: the ship's special when it needs no command. %1: the ship card, e.g. 'Gladius'; %2: its text.
            text: (cockpit.commands.specialText ?? "") === "" ? "" : qsTr("%1: %2").arg(cockpit.commands.specialName ?? "").arg(cockpit.commands.specialText)
            wrapMode: Text.WordWrap
            color: Theme.textMuted
            font.pixelSize: Theme.fontSmall
        }
        CommandButton {
            objectName: "gfReroll"
            key: "R"
            suggested: cockpit.controller.hintButton === "reroll"
            visible: cockpit.commands.tileReroll ?? false
            //: Galaxy Fighters board: a command button (roll the unused dice again).
            text: qsTr("Reroll")
            can: cockpit.commands.reroll ?? false
            reason: cockpit.commands.rerollReason ?? ""
            help: cockpit.tile.text ?? ""
            onClicked: cockpit.controller.reroll()
        }
        CommandButton {
            objectName: "gfCancelAim"
            visible: cockpit.controller.aim !== ""
            //: Galaxy Fighters board: a command button: stop choosing a space for the engine or the special.
            text: qsTr("Cancel")
            can: true
            onClicked: cockpit.controller.cancelAim()
        }
        CommandButton {
            objectName: "gfEndTurn"
            key: "Ctrl+Return"
            suggested: cockpit.controller.hintButton === "endTurn"
            //: Galaxy Fighters board: a command button; then the aliens approach.
            text: qsTr("End turn")
            primary: true
            can: cockpit.commands.endTurn ?? false
            reason: cockpit.commands.endTurnReason ?? ""
            help: qsTr("The aliens facing your district approach.")
            onClicked: cockpit.controller.endTurn()
        }
    }
}
