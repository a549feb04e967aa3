pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galaxy Fighters board: the cross-shaped board (deep space, the four districts'
// atmospheres in their colours, each district's name, ship and invader spaces in the corner
// beside it) and, at the side, where the game stands, the cockpit choices, the dice and the
// commands of the turn. Rocketown stays at the bottom: the team shares one board, and a board
// that turned with every ship would move every alien between two looks. Every rule is the
// engine's: this view shows GfController's model and sends clicks to it.
Item {
    id: root

    required property GameSession session

    // The contract with the game screen.
    readonly property var phaseNames: controller.phaseNames
    readonly property int phaseIndex: controller.phaseIndex
    readonly property string prompt: controller.prompt
    readonly property string summary: controller.summary
    readonly property string headline: controller.resultTitle
    property Component rulesPage: Component {
        GfRules {}
    }

    implicitWidth: 960
    implicitHeight: 640

    // The cells the hovered command would hit.
    property var hoverCells: []
    readonly property var districtColors: {
        const colors = [];
        for (let d = 0; d < controller.districts.length; ++d)
            colors.push(Qt.color(controller.districts[d].color));
        return colors.length === 4 ? colors : ["#3f8ce8", "#3bb273", "#e8c53a", "#e04a3f"];
    }
    readonly property var commands: controller.commands
    readonly property var tile: controller.tile

    GfController {
        id: controller

        session: root.session
        onMessageChanged: {
            if (controller.message.length > 0)
                toast.show(controller.message);
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
        readonly property bool actionable: command.can
        signal clicked

        implicitWidth: button.implicitWidth
        implicitHeight: button.implicitHeight
        Layout.fillWidth: true

        ActionButton {
            id: button

            anchors.fill: parent
            enabled: command.can
            primary: command.primary
            onClicked: command.clicked()
            Accessible.description: command.can ? command.help : command.reason
        }
        HoverHandler {
            id: commandHover

            onHoveredChanged: root.hoverCells = commandHover.hovered ? command.cells : []
        }
        ToolTip.visible: commandHover.hovered && (command.can ? command.help !== "" : command.reason !== "")
        ToolTip.delay: 300
        ToolTip.text: command.can ? command.help : command.reason
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
            horizontalAlignment: Text.AlignHCenter
            text: die.name
            color: die.used ? Theme.textMuted : "#1b1606"
            font.pixelSize: 9
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 7
            elide: Text.ElideRight
        }
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacingLarge

        // The board: 11 x 11 squares, the corners holding the districts' panels.
        Item {
            id: boardArea

            Layout.fillWidth: true
            Layout.fillHeight: true

            Item {
                id: board

                objectName: "gfBoard"
                readonly property real cellSize: Math.floor(Math.min(boardArea.width, boardArea.height) / 11)
                width: cellSize * 11
                height: cellSize * 11
                anchors.centerIn: parent

                // Deep space behind the cells.
                Rectangle {
                    x: board.cellSize * 3 - 4
                    y: board.cellSize * 3 - 4
                    width: board.cellSize * 5 + 8
                    height: width
                    radius: 6
                    color: "#060914"
                    border.color: Theme.borderStrong
                }

                Repeater {
                    model: controller.cells

                    GfCell {
                        required property int cell
                        required property int col
                        required property int row

                        objectName: "gfCell" + cell
                        cellIndex: cell
                        x: col * board.cellSize
                        y: row * board.cellSize
                        width: board.cellSize
                        height: board.cellSize
                        districtColors: root.districtColors
                        targeted: root.hoverCells.indexOf(cell) >= 0
                        onClicked: controller.clickCell(cell)
                    }
                }

                // Each district's panel in the corner beside its atmosphere (clockwise from
                // Rocketown's, bottom left).
                Repeater {
                    model: controller.districts

                    Rectangle {
                        id: panel

                        required property var modelData
                        readonly property var spot: [[0, 8], [0, 0], [8, 0], [8, 8]][panel.modelData.district]

                        objectName: "gfDistrict" + panel.modelData.district
                        x: panel.spot[0] * board.cellSize + 4
                        y: panel.spot[1] * board.cellSize + 4
                        width: board.cellSize * 3 - 8
                        height: board.cellSize * 3 - 8
                        radius: Theme.radius
                        color: Theme.surface
                        border.color: panel.modelData.active ? Theme.accent : panel.modelData.color
                        border.width: panel.modelData.active ? 3 : 2
                        clip: true

                        Column {
                            anchors.fill: parent
                            anchors.margins: 6
                            spacing: 2

                            Label {
                                width: parent.width
                                text: panel.modelData.name
                                color: panel.modelData.color
                                font.bold: true
                                font.pixelSize: Theme.fontBody
                                elide: Text.ElideRight
                            }
                            Label {
                                color: Theme.text
                                width: parent.width
                                text: panel.modelData.ship !== "" ? panel.modelData.ship : qsTr("No ship yet")
                                font.pixelSize: Theme.fontSmall
                                elide: Text.ElideRight
                            }
                            Label {
                                width: parent.width
                                visible: panel.modelData.weapon !== ""
                                text: [panel.modelData.weapon, panel.modelData.engine].filter(t => t !== "").join(" \u00b7 ")
                                color: Theme.textMuted
                                font.pixelSize: 10
                                elide: Text.ElideRight
                            }
                            Label {
                                width: parent.width
                                //: Galaxy Fighters board: who flies a district's ship. %1: a player's name.
                                text: qsTr("Pilot: %1").arg(panel.modelData.pilot)
                                color: Theme.textMuted
                                font.pixelSize: 10
                                elide: Text.ElideRight
                            }
                            Label {
                                width: parent.width
                                text: panel.modelData.invaded ? qsTr("Invaded!")
                                                              //: Galaxy Fighters board: a district's invader spaces. %1: filled; %2: all.
                                                              : qsTr("Invaders %1/%2").arg(panel.modelData.invaders).arg(panel.modelData.spaces)
                                color: panel.modelData.invaded ? Theme.danger : Theme.text
                                font.bold: panel.modelData.invaded
                                font.pixelSize: Theme.fontSmall
                            }
                            // The invader spaces: filled ones in red.
                            Flow {
                                width: parent.width
                                spacing: 2

                                Repeater {
                                    model: panel.modelData.spaces

                                    Rectangle {
                                        required property int index

                                        width: 9
                                        height: 9
                                        radius: 2
                                        color: index < panel.modelData.invaders ? Theme.danger : "transparent"
                                        border.color: panel.modelData.color
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }

        // Where the game stands and the decision at hand.
        ScrollView {
            id: side

            // Narrower in the game screen between its side panels: the board keeps the rest.
            Layout.preferredWidth: Math.max(200, Math.min(320, root.width * 0.4))
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                width: side.availableWidth
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    visible: !controller.gameOver
                    //: Galaxy Fighters board: the title of the side panel. %1: a district, e.g. 'Rocketown'.
                    text: qsTr("%1's ship").arg(controller.districtName)
                    color: controller.districtColor
                    font.pixelSize: Theme.fontLarge
                    font.bold: true
                }
                Label {
                    color: Theme.text
                    objectName: "gfStatus"
                    Layout.fillWidth: true
                    visible: !controller.gameOver
                    text: controller.prompt
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    color: Theme.textMuted
                    font.pixelSize: Theme.fontSmall
                    wrapMode: Text.WordWrap
                    //: Galaxy Fighters board: the figures of the game. %1: the difficulty's name; %2: spawn
                    //: cards left; %3: backup ships left; %4: districts invaded; %5: districts that lose.
                    text: qsTr("%1 · spawn cards left: %2 · shipyard: %3 · invaded: %4 of %5").arg(controller.difficulty).arg(controller.spawnLeft).arg(controller.shipyardLeft).arg(controller.invadedCount).arg(controller.districtsToLose)
                }

                // The end.
                ColumnLayout {
                    Layout.fillWidth: true
                    visible: controller.gameOver

                    Label {
                        Layout.fillWidth: true
                        text: controller.resultTitle
                        color: controller.won ? Theme.accent : Theme.danger
                        font.pixelSize: Theme.fontTitle
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        color: Theme.text
                        Layout.fillWidth: true
                        text: controller.resultText
                        wrapMode: Text.WordWrap
                    }
                }

                // The cockpit choices: the ship card, then one button per choice.
                ColumnLayout {
                    Layout.fillWidth: true
                    visible: controller.choices.length > 0 && (controller.phase === "weapon" || controller.phase === "tile" || controller.phase === "engine")
                    spacing: Theme.spacingSmall

                    Label {
                        color: Theme.text
                        Layout.fillWidth: true
                        text: controller.cockpitShip
                        font.bold: true
                    }
                    Label {
                        Layout.fillWidth: true
                        text: controller.cockpitShipText
                        color: Theme.textMuted
                        font.pixelSize: Theme.fontSmall
                        wrapMode: Text.WordWrap
                    }
                    Repeater {
                        model: controller.choices

                        ColumnLayout {
                            id: choice

                            required property var modelData

                            Layout.fillWidth: true
                            spacing: 2

                            ActionButton {
                                objectName: "gfChoice" + choice.modelData.index
                                Layout.fillWidth: true
                                text: choice.modelData.name
                                Accessible.description: choice.modelData.text
                                onClicked: controller.choose(choice.modelData.index)
                            }
                            Label {
                                Layout.fillWidth: true
                                text: choice.modelData.text
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
                    visible: controller.phase === "overflow"

                    Repeater {
                        model: controller.overflowChoices

                        CommandButton {
                            required property var modelData

                            objectName: "gfOverflow" + modelData.district
                            //: Galaxy Fighters board: a button: the invader goes to that district. %1: a district;
                            //: %2: its invaders now.
                            text: qsTr("To %1 (%2 invaders)").arg(modelData.name).arg(modelData.invaders)
                            can: modelData.legal
                            reason: modelData.reason
                            onClicked: controller.overflow(modelData.district)
                        }
                    }
                }

                // The roll: the dice and the bonus tile, used ones set aside.
                Flow {
                    Layout.fillWidth: true
                    visible: controller.dice.length > 0
                    spacing: Theme.spacingSmall

                    Repeater {
                        model: controller.dice

                        Die {
                            required property var modelData

                            face: modelData.face
                            name: modelData.name
                            used: modelData.used
                        }
                    }
                    Die {
                        visible: root.tile.name !== undefined && controller.dice.length > 0
                        tile: true
                        face: root.tile.reroll ? -1 : (root.tile.face ?? 0)
                        name: root.tile.name ?? ""
                        used: root.tile.used ?? false
                        Label {
                            anchors.centerIn: parent
                            visible: root.tile.reroll ?? false
                            text: "\u27F3"
                            color: Theme.accentInk
                            font.pixelSize: 22
                        }
                        HoverHandler {
                            id: tileHover
                        }
                        ToolTip.visible: tileHover.hovered
                        ToolTip.text: root.tile.text ?? ""
                    }
                }

                // The commands.
                ColumnLayout {
                    Layout.fillWidth: true
                    visible: controller.phase === "command" || (controller.dice.length > 0 && !controller.gameOver)
                    spacing: Theme.spacingSmall

                    CommandButton {
                        objectName: "gfFire"
                        //: Galaxy Fighters board: a command button (shoot the closest alien ahead).
                        text: qsTr("Fire")
                        can: root.commands.fire ?? false
                        reason: root.commands.fireReason ?? ""
                        help: qsTr("Destroy the closest alien ahead in your column.")
                        cells: root.commands.fireCells ?? []
                        onClicked: controller.fire()
                    }
                    CommandButton {
                        objectName: "gfWeapon"
                        //: Galaxy Fighters board: a command button. %1: the weapon system, e.g. 'Laser Beam'.
                        text: qsTr("Weapon: %1").arg(root.commands.weaponName ?? "")
                        can: root.commands.weapon ?? false
                        reason: root.commands.weaponReason ?? ""
                        help: root.commands.weaponText ?? ""
                        cells: root.commands.weaponCells ?? []
                        onClicked: controller.weapon()
                    }
                    CommandButton {
                        objectName: "gfEngine"
                        //: Galaxy Fighters board: a command button. %1: the engine modification, e.g. 'Warp Drive'.
                        text: qsTr("Engine: %1").arg(root.commands.engineName ?? "")
                        can: (root.commands.engine ?? false) && controller.aim === ""
                        reason: root.commands.engineReason ?? ""
                        help: root.commands.engineText ?? ""
                        cells: root.commands.engineCells ?? []
                        onClicked: controller.engine()
                    }
                    CommandButton {
                        objectName: "gfSpecial"
                        //: Galaxy Fighters board: a command button. %1: the ship card whose special it uses, e.g. 'Astro Wing'.
                        text: qsTr("Special: %1").arg(root.commands.specialName ?? "")
                        can: (root.commands.special ?? false) && controller.aim === ""
                        reason: root.commands.specialReason ?? ""
                        help: root.commands.specialText ?? ""
                        cells: root.commands.specialCells ?? []
                        onClicked: controller.special()
                    }
                    CommandButton {
                        objectName: "gfReroll"
                        visible: root.commands.tileReroll ?? false
                        //: Galaxy Fighters board: a command button (roll the unused dice again).
                        text: qsTr("Reroll")
                        can: root.commands.reroll ?? false
                        reason: root.commands.rerollReason ?? ""
                        help: root.tile.text ?? ""
                        onClicked: controller.reroll()
                    }
                    CommandButton {
                        objectName: "gfCancelAim"
                        visible: controller.aim !== ""
                        text: qsTr("Cancel")
                        can: true
                        onClicked: controller.cancelAim()
                    }
                    CommandButton {
                        objectName: "gfEndTurn"
                        //: Galaxy Fighters board: a command button; then the aliens approach.
                        text: qsTr("End turn")
                        primary: true
                        can: root.commands.endTurn ?? false
                        reason: root.commands.endTurnReason ?? ""
                        help: qsTr("The aliens facing your district approach.")
                        onClicked: controller.endTurn()
                    }
                }
                Item {
                    Layout.fillHeight: true
                }
            }
        }
    }

    Rectangle {
        id: toast

        objectName: "toast"

        function show(text: string) {
            toastLabel.text = text;
            toast.opacity = 1;
            toastTimer.restart();
        }

        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: Theme.spacingLarge
        width: Math.min(parent.width - 40, toastLabel.implicitWidth + 32)
        height: toastLabel.implicitHeight + 16
        radius: 6
        color: Qt.rgba(Theme.surfaceRaised.r, Theme.surfaceRaised.g, Theme.surfaceRaised.b, 0.93)
        border.color: Theme.accent
        opacity: 0
        visible: opacity > 0

        Behavior on opacity {
            NumberAnimation {
                duration: 200
            }
        }
        Label {
            id: toastLabel

            anchors.centerIn: parent
            width: Math.min(implicitWidth, toast.parent.width - 72)
            wrapMode: Text.WordWrap
            color: Theme.text
            font.pixelSize: Theme.fontBody
        }
        Timer {
            id: toastTimer

            interval: 2500
            onTriggered: toast.opacity = 0
        }
    }
}
