pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The Galaxy of D board: the galaxy with zoom and pan, the stacks, and the panel for the
// decision at hand (bidding, buying, moving, combat). Every rule is the engine's: this view
// shows GodController's models and sends clicks to it.
Item {
    id: root

    required property GameSession session

    // The contract with the game screen (phase track, side panels, rules, summary).
    readonly property var phaseNames: controller.phaseNames
    readonly property int phaseIndex: controller.phaseIndex
    readonly property string prompt: controller.prompt
    readonly property string summary: controller.turn > 0
                                      ? qsTr("The game lasted %n turn(s).", "", controller.turn)
                                      : ""
    property Component playerPanel: Component {
        GodPlayerPanel {
            controller: controller
        }
    }
    property Component rulesPage: Component {
        GodRules {}
    }

    implicitWidth: 900
    implicitHeight: 640

    GodController {
        id: controller

        session: root.session
        hexRadius: 34
        onShipMoved: (side, ship, from, to) => ghosts.launch(side, ship, from, to)
        onCombatResolved: (sector, text) => toast.show(qsTr("Combat: %1.").arg(text))
        onMessageChanged: {
            if (controller.message.length > 0)
                toast.show(controller.message)
        }
    }

    readonly property color redog: "#e04a3f"
    readonly property color cynder: "#3f8ce8"
    readonly property color pirate: "#9aa3ad"

    function sideColor(side: int): color {
        return side === 0 ? redog : side === 1 ? cynder : pirate
    }

    RowLayout {
        anchors.fill: parent
        spacing: 0

        // ---- The galaxy -----------------------------------------------------------------
        Item {
            id: boardArea

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true

            Image {
                anchors.fill: parent
                source: "qrc:/art/galaxy-of-d/background.svg"
                fillMode: Image.Tile
                sourceSize.width: 512
                sourceSize.height: 512
                opacity: 0.9
            }

            Flickable {
                id: flick

                anchors.fill: parent
                contentWidth: board.width * board.scale
                contentHeight: board.height * board.scale
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                ScrollBar.horizontal: ScrollBar {}

                // Fit the galaxy to the view at first; the wheel and the buttons zoom.
                property real fitScale: Math.min(width / Math.max(1, board.width),
                                                 height / Math.max(1, board.height))

                Item {
                    id: board

                    width: controller.boardWidth
                    height: controller.boardHeight
                    transformOrigin: Item.TopLeft
                    scale: Math.max(0.3, flick.fitScale * zoom.value)

                    Repeater {
                        model: controller.sectors

                        delegate: GodSector {
                            controller: controller
                            radius: controller.hexRadius
                        }
                    }

                    Item {
                        id: ghosts

                        anchors.fill: parent

                        function launch(side: int, ship: string, from: int, to: int) {
                            const a = controller.sectorCentre(from)
                            const b = controller.sectorCentre(to)
                            ghostComponent.createObject(ghosts, {
                                source: controller.shipArt(ship, side),
                                fromX: a.x, fromY: a.y, toX: b.x, toY: b.y
                            })
                        }

                        Component {
                            id: ghostComponent

                            Image {
                                id: ghost

                                required property real fromX
                                required property real fromY
                                required property real toX
                                required property real toY

                                width: 30
                                height: 30
                                sourceSize.width: 60
                                sourceSize.height: 60
                                x: fromX - width / 2
                                y: fromY - height / 2

                                SequentialAnimation {
                                    running: true

                                    ParallelAnimation {
                                        NumberAnimation {
                                            target: ghost
                                            property: "x"
                                            to: ghost.toX - ghost.width / 2
                                            duration: Math.max(60, root.session.computerDelay * 0.6)
                                            easing.type: Easing.InOutQuad
                                        }
                                        NumberAnimation {
                                            target: ghost
                                            property: "y"
                                            to: ghost.toY - ghost.height / 2
                                            duration: Math.max(60, root.session.computerDelay * 0.6)
                                            easing.type: Easing.InOutQuad
                                        }
                                    }
                                    NumberAnimation {
                                        target: ghost
                                        property: "opacity"
                                        to: 0
                                        duration: 150
                                    }
                                    ScriptAction {
                                        script: ghost.destroy()
                                    }
                                }
                            }
                        }
                    }
                }

                WheelHandler {
                    acceptedModifiers: Qt.ControlModifier
                    onWheel: event => zoom.value = Math.max(zoom.from, Math.min(zoom.to,
                                 zoom.value * (event.angleDelta.y > 0 ? 1.15 : 1 / 1.15)))
                }
            }

            // Zoom controls and the cargo price.
            RowLayout {
                anchors.left: parent.left
                anchors.bottom: parent.bottom
                anchors.margins: 10
                spacing: 6

                Slider {
                    id: zoom

                    from: 0.6
                    to: 3
                    value: 1
                    implicitWidth: 140
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Zoom (Ctrl + mouse wheel)")
                }
                Label {
                    text: qsTr("Cargo price: $%1").arg(controller.cargoPrice)
                    color: "#e8ecf4"
                    font.pixelSize: 14
                    visible: controller.phase !== "things"
                    background: Rectangle {
                        color: "#cc18203a"
                        radius: 4
                    }
                    padding: 6
                }
            }

            // Short messages: refusals and combat results.
            Rectangle {
                id: toast

                function show(text: string) {
                    toastLabel.text = text
                    toast.opacity = 1
                    toastTimer.restart()
                }

                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                anchors.topMargin: 12
                width: Math.min(parent.width - 40, toastLabel.implicitWidth + 32)
                height: toastLabel.implicitHeight + 16
                radius: 6
                color: "#ee18203a"
                border.color: "#f2c14e"
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
                    color: "#e8ecf4"
                    font.pixelSize: 14
                }

                Timer {
                    id: toastTimer

                    interval: 3500
                    onTriggered: toast.opacity = 0
                }
            }
        }

        // ---- The decision panel -----------------------------------------------------------
        Rectangle {
            Layout.fillHeight: true
            Layout.preferredWidth: 290
            color: "#141a2c"

            Rectangle {
                width: 1
                height: parent.height
                color: "#2a3350"
            }

            ScrollView {
                anchors.fill: parent
                anchors.margins: 12
                contentWidth: availableWidth

                ColumnLayout {
                    width: parent.width
                    spacing: 10

                    Label {
                        Layout.fillWidth: true
                        text: controller.prompt
                        wrapMode: Text.WordWrap
                        color: "#e8ecf4"
                        font.pixelSize: 15
                        font.bold: controller.myDecision
                    }

                    // Bidding (5.2)
                    ColumnLayout {
                        Layout.fillWidth: true
                        visible: controller.phase === "bidding"
                        spacing: 6

                        Label {
                            text: qsTr("Current bid: $%1").arg(controller.bid)
                            color: "#f2c14e"
                            font.pixelSize: 16
                        }
                        RowLayout {
                            visible: controller.myDecision && controller.maxRise > 0
                            SpinBox {
                                id: riseBox

                                from: controller.bid + 1
                                to: Math.max(controller.bid + 1, controller.maxRise)
                                value: controller.bid + 1
                                editable: true
                            }
                            Button {
                                text: qsTr("Rise")
                                onClicked: controller.rise(riseBox.value)
                            }
                        }
                        Button {
                            text: qsTr("Pass")
                            visible: controller.myDecision
                            onClicked: controller.pass()
                        }
                    }

                    // Buying: the secret starting purchase (5.3) and the buy phase (6.4)
                    ColumnLayout {
                        Layout.fillWidth: true
                        visible: controller.phase === "purchase" || controller.phase === "buy"
                        spacing: 4

                        Label {
                            text: controller.pendingCost
                            visible: text.length > 0
                            color: "#f2c14e"
                        }
                        Repeater {
                            model: controller.shop

                            delegate: GodShopRow {
                                controller: controller
                            }
                        }
                        Button {
                            Layout.alignment: Qt.AlignRight
                            text: controller.phase === "purchase" ? qsTr("Done") : qsTr("End turn")
                            enabled: controller.myDecision
                            highlighted: true
                            onClicked: controller.done()
                        }
                    }

                    // Movement (6.1): the selected stack and the end of movement
                    ColumnLayout {
                        Layout.fillWidth: true
                        visible: controller.stack.count > 0
                        spacing: 4

                        Label {
                            text: qsTr("Your stack: %n ship(s)", "", controller.stack.count)
                            color: "#9aa5c4"
                        }
                        Repeater {
                            model: controller.stack

                            delegate: GodStackRow {
                                controller: controller
                            }
                        }
                    }
                    Button {
                        Layout.alignment: Qt.AlignRight
                        visible: controller.phase === "movement" && controller.myDecision
                        text: qsTr("End movement")
                        highlighted: true
                        onClicked: controller.done()
                    }
                }
            }
        }
    }

    // ---- Combat (6.2) -------------------------------------------------------------------
    GodCombatDialog {
        controller: controller
        anchors.centerIn: parent
        visible: controller.fightSector >= 0
    }
}
