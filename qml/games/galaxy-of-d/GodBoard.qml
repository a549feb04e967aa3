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
    readonly property string summary: controller.summary
    // The controller for the parts' own `controller` properties: `controller: root.godController`
    // inside a part is its own property to the QML interpreter (a binding loop, seen with
    // QV4_FORCE_INTERPRETER under valgrind), the id only to the compiled code.
    readonly property GodController godController: controller
    // Each seat's panel gets the controller as an initial value (panelProperties).
    readonly property var panelProperties: ({
            "controller": controller
        })
    property Component playerPanel: Component {
        GodPlayerPanel {}
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
        //: Galaxy of D board: a notice shown briefly. %1: the combat's account, e.g. 'Redog lost 2
        //: ships, the Cynder Starbase took 10 damage'.
        onCombatResolved: (sector, text) => toast.show(qsTr("Combat: %1.").arg(text))
        onProductionDone: text => toast.show(text)
        onMovementEvent: text => toast.show(text)
        onMessageChanged: {
            if (controller.message.length > 0)
                toast.show(controller.message)
        }
    }

    ColumnLayout {
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
                asynchronous: true // rasterised off the GUI thread, after the first frame
                fillMode: Image.Tile
                sourceSize.width: 512
                sourceSize.height: 512
                opacity: 0.9
            }

            Flickable {
                id: flick

                objectName: "galaxyView"
                anchors.fill: parent
                contentWidth: Math.max(width, board.width * board.scale)
                contentHeight: Math.max(height, board.height * board.scale + reserve)
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                ScrollBar.horizontal: ScrollBar {}

                // Fit the galaxy to the view at first; the wheel and the buttons zoom. The
                // fitted galaxy lies above the zoom and cargo row (no sector under it; a
                // small view such as the Workshop's preview lost its lower sectors there).
                readonly property real reserve: mapControls.height + 20

                // When the player is to click a sector and none of them is in view (the map
                // zoomed in elsewhere), the first comes into view; otherwise the map stays
                // where the player put it.
                function showTargets() {
                    const targets = controller.targetSectors
                    if (targets.length === 0)
                        return
                    const viewHeight = height - reserve
                    for (const sector of targets) {
                        const c = controller.sectorCentre(sector)
                        const x = board.x + c.x * board.scale - contentX
                        const y = board.y + c.y * board.scale - contentY
                        if (x >= 0 && x <= width && y >= 0 && y <= viewHeight)
                            return
                    }
                    const first = controller.sectorCentre(targets[0])
                    contentX = centredX(first)
                    contentY = centredY(first)
                }

                // The view's position that puts a sector centre `c` (board units) in the
                // middle of the map area, within the content's bounds.
                function centredX(c) {
                    return Math.max(0, Math.min(contentWidth - width, board.x + c.x * board.scale - width / 2))
                }
                function centredY(c) {
                    return Math.max(0, Math.min(contentHeight - height, board.y + c.y * board.scale - (height - reserve) / 2))
                }

                // Brings `sector` into view when it is outside (the keyboard cursor).
                function showSector(sector) {
                    if (sector < 0)
                        return
                    const c = controller.sectorCentre(sector)
                    const r = controller.hexRadius * board.scale
                    const x = board.x + c.x * board.scale - contentX
                    const y = board.y + c.y * board.scale - contentY
                    const viewHeight = height - reserve
                    if (x - r < 0 || x + r > width)
                        contentX = centredX(c)
                    if (y - r < 0 || y + r > viewHeight)
                        contentY = centredY(c)
                }

                Connections {
                    target: root.godController
                    function onChanged() {
                        targetTimer.restart()
                    }
                }
                // Once per event-loop turn, after the board has taken the change.
                Timer {
                    id: targetTimer

                    interval: 0
                    onTriggered: flick.showTargets()
                }
                property real fitScale: Math.min(width / Math.max(1, board.width),
                                                 (height - reserve) / Math.max(1, board.height))

                Item {
                    id: board

                    objectName: "galaxy"
                    // Centred while smaller than the view.
                    x: Math.max(0, (flick.width - width * scale) / 2)
                    y: Math.max(0, (flick.height - flick.reserve - height * scale) / 2)
                    width: controller.boardWidth
                    height: controller.boardHeight
                    transformOrigin: Item.TopLeft
                    scale: Math.max(0.3, flick.fitScale * zoom.value)

                    // Every sector's hex, its clicks and its hover (one item for the galaxy).
                    GodGrid {
                        id: grid

                        objectName: "sectorGrid"
                        anchors.fill: parent
                        controller: root.godController
                        zoom: board.scale
                        // Keyboard play: once focused, the arrows move the cursor (GodGrid).
                        // A screen reader sees a list of the sectors and hears the one under
                        // the cursor (GodGridAccessible), with this description.
                        hint: qsTr("Arrow keys move between sectors, Enter acts on the sector, Escape drops the selected stack.")
                        Accessible.role: Accessible.List
                        onCursorChanged: flick.showSector(grid.cursor)
                    }

                    // The pictures: the sectors with a Thing, a Starbase or stacks.
                    Repeater {
                        model: controller.sectorArt

                        delegate: GodSectorArt {
                            controller: root.godController
                            radius: controller.hexRadius
                        }
                    }

                    // Where the window's one tool tip shows the hovered sector's contents. Shown
                    // and hidden here, not by bindings of ToolTip.visible and ToolTip.text: the
                    // two change together, and a tip made visible before its text had changed
                    // came up empty after its delay.
                    Item {
                        id: tipAnchor

                        readonly property point centre: grid.centreOf(grid.hoveredSector)

                        x: centre.x - width / 2
                        y: centre.y - height / 2
                        width: controller.hexRadius * 2
                        height: width
                        ToolTip.delay: 600

                        Connections {
                            target: grid

                            function onHoveredChanged() {
                                if (grid.hoveredSector >= 0 && grid.hoveredTip.length > 0)
                                    tipAnchor.ToolTip.show(grid.hoveredTip) // or its new text
                                else
                                    tipAnchor.ToolTip.hide()
                            }
                        }
                    }

                    // The keyboard cursor: a ring on its sector while the galaxy has the focus.
                    Rectangle {
                        readonly property point centre: grid.centreOf(grid.cursor)

                        objectName: "keyboardCursor"
                        visible: grid.activeFocus && grid.cursorShown && grid.cursor >= 0
                        width: controller.hexRadius * 1.8
                        height: width
                        x: centre.x - width / 2
                        y: centre.y - height / 2
                        radius: width / 2
                        color: "transparent"
                        border.color: Theme.keyboardCursor
                        border.width: Theme.focusWidth
                    }

                    // "Hint": rings on the sectors of the suggested move.
                    Repeater {
                        model: controller.hintSectors

                        delegate: Rectangle {
                            required property int modelData
                            readonly property point centre: controller.sectorCentre(modelData)

                            objectName: "hintRing"
                            width: controller.hexRadius * 1.7
                            height: width
                            x: centre.x - width / 2
                            y: centre.y - height / 2
                            radius: width / 2
                            color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.3)
                            border.color: Theme.accent
                            border.width: 5

                            SequentialAnimation on opacity {
                                loops: Animation.Infinite
                                NumberAnimation { from: 1; to: 0.35; duration: 700 }
                                NumberAnimation { from: 0.35; to: 1; duration: 700 }
                            }
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

            // Zoom controls and the cargo price (above the shop while it is open).
            RowLayout {
                id: mapControls

                objectName: "mapControls"
                anchors.left: parent.left
                anchors.bottom: parent.bottom
                anchors.margins: 10
                anchors.bottomMargin: shopPanel.visible ? shopPanel.height + 10 : 10
                spacing: 6

                Slider {
                    id: zoom

                    objectName: "zoomSlider"

                    from: 0.6
                    to: 3
                    value: 1
                    implicitWidth: 140
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Zoom (Ctrl + mouse wheel)")
                    //: Galaxy of D board: the screen reader's name of the zoom slider (a noun).
                    Accessible.name: qsTr("Zoom")
                }
                Label {
                    //: Galaxy of D board: the price a cargo sells for at the Spaceport: 'Cargo
                    //: Price' is the game's term. %1: an amount of money, after the dollar sign.
                    text: qsTr("Cargo price: $%1").arg(controller.cargoPrice)
                    color: Theme.text
                    font.pixelSize: 14
                    visible: controller.phase !== "things"
                    background: Rectangle {
                        color: Qt.rgba(Theme.surfaceRaised.r, Theme.surfaceRaised.g, Theme.surfaceRaised.b, 0.8)
                        radius: 4
                    }
                    padding: 6
                }
            }

            // Short messages: refusals and combat results.
            Rectangle {
                id: toast

                // Messages that come together stay together (the last four), also those of
                // one event-loop turn, before the fade-in has begun.
                function show(text: string) {
                    const lines = toastTimer.running ? toastLabel.text.split("\n") : []
                    lines.push(text)
                    toastLabel.text = lines.slice(-4).join("\n")
                    toast.opacity = 1
                    toastTimer.restart()
                }

                anchors.horizontalCenter: parent.horizontalCenter
                anchors.top: parent.top
                anchors.topMargin: 12
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

                    objectName: "toastLabel"
                    anchors.centerIn: parent
                    width: Math.min(implicitWidth, toast.parent.width - 72)
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: 14
                }

                Timer {
                    id: toastTimer

                    interval: 3500
                    onTriggered: toast.opacity = 0
                }
            }

            // The shop (5.3, 6.4), over the lower part of the galaxy while the player buys
            // (the galaxy keeps its place): every ship type at once when there is room for
            // them in rows, else one row to scroll.
            Rectangle {
                id: shopPanel

                objectName: "shop"

                readonly property int cardWidth: 130
                readonly property int cardHeight: 96
                readonly property int columns: Math.max(1, Math.floor((width - 16 + 6) / (cardWidth + 6)))
                readonly property int rows: Math.ceil(controller.shop.count / columns)
                // All rows while they take at most half of the galaxy's height.
                readonly property bool oneRow: rows * (cardHeight + 6) > boardArea.height / 2

                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                height: shopGrid.height + 16
                visible: decisionBar.buying && controller.myDecision
                color: Qt.rgba(Theme.surface.r, Theme.surface.g, Theme.surface.b, 0.94)

                Rectangle {
                    width: parent.width
                    height: 1
                    color: Theme.border
                }

                // A ship bought with the last money: the keyboard goes on to the next ship
                // still affordable, else to "Done" (issue 12).
                FocusKeeper {
                    row: shopGrid
                    fallback: controlsRow
                }

                GridView {
                    id: shopGrid

                    x: 8
                    y: 8
                    width: parent.width - 16
                    height: shopPanel.oneRow ? cellHeight + 12 : shopPanel.rows * cellHeight
                    flow: shopPanel.oneRow ? GridView.FlowTopToBottom : GridView.FlowLeftToRight
                    // Whole pixels: a cell a hair too wide would push the last card into a
                    // row below.
                    cellWidth: shopPanel.oneRow ? shopPanel.cardWidth + 6 : Math.floor(width / shopPanel.columns)
                    cellHeight: shopPanel.cardHeight + 6
                    interactive: shopPanel.oneRow
                    boundsBehavior: Flickable.StopAtBounds
                    clip: true
                    // The cards exist while the shop is shown (not hidden behind the board
                    // from the start).
                    model: shopPanel.visible ? controller.shop : null
                    delegate: GodShopRow {
                        objectName: "shopCard"
                        width: shopGrid.cellWidth - 6
                        height: shopPanel.cardHeight
                        controller: root.godController
                    }
                    ScrollBar.horizontal: ScrollBar {
                        visible: shopPanel.oneRow
                    }
                }
            }
        }

        // ---- The decision panel: what to do, its buttons, the selected stack --------------
        // Always there and always as high (two lines of prompt and a row of controls), so
        // that the galaxy above keeps its place and size from one phase to the next; a
        // longer prompt is set smaller rather than cut off.
        Rectangle {
            id: decisionBar

            objectName: "decisionBar"

            readonly property bool bidding: controller.phase === "bidding"
            readonly property bool buying: controller.phase === "purchase" || controller.phase === "buy"
            readonly property bool moving: controller.phase === "movement" && controller.myDecision

            Layout.fillWidth: true
            Layout.preferredHeight: 10 + promptLabel.height + 6 + controlsRow.height + 10
            color: Theme.surface

            FontMetrics {
                id: promptMetrics

                font.pixelSize: Theme.fontBody
                font.bold: true
            }

            Rectangle {
                width: parent.width
                height: 1
                color: Theme.border
            }

            Label {
                id: promptLabel

                objectName: "prompt"
                x: 10
                y: 10
                width: parent.width - 20
                height: Math.ceil(2 * promptMetrics.height) + 2
                text: controller.prompt
                wrapMode: Text.WordWrap
                fontSizeMode: Text.Fit
                minimumPixelSize: 10
                verticalAlignment: Text.AlignVCenter
                color: controller.myDecision ? Theme.accent : Theme.textMuted
                font.pixelSize: Theme.fontBody
                font.bold: controller.myDecision
            }

            // The keyboard stays in the row when its focused button goes (issue 12).
            FocusKeeper {
                row: controlsRow
            }

            RowLayout {
                id: controlsRow

                x: 10
                y: promptLabel.y + promptLabel.height + 6
                width: parent.width - 20
                height: 48
                spacing: 8

                // The figures take the room the buttons leave (smaller type in a narrow
                // window).
                Label {
                    Layout.fillWidth: true
                    Layout.minimumWidth: 60
                    visible: controller.pendingCost.length > 0
                    text: controller.pendingCost
                    color: Theme.text
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 9
                }
                // Bidding (5.2)
                Label {
                    Layout.fillWidth: true
                    Layout.minimumWidth: 60
                    visible: decisionBar.bidding
                    //: Galaxy of D board: the auction for the first turn. %1: an amount of money,
                    //: after the dollar sign.
                    text: qsTr("Current bid: $%1").arg(controller.bid)
                    color: Theme.accent
                    // The prompt's size: at a larger one it did not fit beside the buttons at
                    // the first frame, and fitting it made three font engines (sizes tried).
                    font.pixelSize: Theme.fontBody
                    font.bold: true
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 9
                }
                SpinBox {
                    id: riseBox

                    Layout.preferredWidth: 110
                    visible: decisionBar.bidding && controller.myDecision && controller.maxRise > 0
                    from: controller.bid + 1
                    to: Math.max(controller.bid + 1, controller.maxRise)
                    value: controller.bid + 1
                    editable: true
                    //: Galaxy of D board: the screen reader's name of the field with the player's
                    //: next bid in the auction for the first turn.
                    Accessible.name: qsTr("Your new bid")
                }
                // The buttons that end a step are ActionButtons: a click meant for the button
                // that was there a moment ago (a phase that ended by itself) is not taken by
                // the one there now. (The bidding's Rise and Pass stay narrow: the French
                // bid must fit beside them at the minimum window.)
                Button {
                    objectName: "riseButton"
                    visible: riseBox.visible
                    //: Galaxy of D board: a button in the auction for the first turn: raise the bid
                    //: (a verb). Short.
                    text: qsTr("Rise")
                    onClicked: controller.rise(riseBox.value)
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                }
                Button {
                    objectName: "passButton"
                    visible: decisionBar.bidding && controller.myDecision
                    //: Galaxy of D board: a button in the auction for the first turn: bid no more
                    //: (a verb). Short.
                    text: qsTr("Pass")
                    onClicked: controller.pass()
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                }
                ActionButton {
                    objectName: "doneButton"
                    leftPadding: Theme.spacing
                    rightPadding: Theme.spacing
                    visible: decisionBar.buying && controller.myDecision
                    //: Galaxy of D board: a button: finish the secret purchase (of ships). Short.
                    text: controller.phase === "purchase" ? qsTr("Done") : /*: Galaxy of D board: a button (a verb phrase). Short. */ qsTr("End turn")
                    primary: true
                    onClicked: controller.done()
                }
                ActionButton {
                    objectName: "endMovementButton"
                    leftPadding: Theme.spacing
                    rightPadding: Theme.spacing
                    visible: decisionBar.moving
                    //: Galaxy of D board: a button: end the movement phase of the turn (a verb
                    //: phrase). Short.
                    text: qsTr("End movement")
                    primary: true
                    onClicked: controller.done()
                }

                // The selected stack (6.1): tick ships to move them together
                ListView {
                    objectName: "stackStrip"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    visible: controller.stack.count > 0
                    orientation: ListView.Horizontal
                    spacing: 6
                    clip: true
                    model: controller.stack
                    delegate: GodStackRow {
                        controller: root.godController
                    }
                    ScrollBar.horizontal: ScrollBar {}
                }
            }
        }
    }

    // ---- Combat (6.2) -------------------------------------------------------------------
    // Made for each combat only (a Repeater of one: a Loader cannot make a component of
    // this Bound document), so that the board's start does not make it.
    Repeater {
        model: controller.fightSector >= 0 ? 1 : 0

        GodCombatDialog {
            controller: root.godController
            anchors.centerIn: parent
        }
    }
}
