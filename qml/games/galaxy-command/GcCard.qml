pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import Starboard

// One system card of a sector, a delegate of GcController.sector. Face down it shows its
// back; face up its name, resistance, metal, wealth and victory points. As on the table, an
// aligned card lies turned sideways so that its "ALIGNED" edge reads straight; an
// unaligned one stands upright with "UNALIGNED" straight. A click explores or conquers it
// when the engine allows that now, else the controller says why not.
Item {
    id: card

    required property int index
    required property int slot
    required property bool distant
    required property bool explored
    required property bool aligned
    required property string name
    required property int number
    required property int metal
    required property int wealth
    required property int resistance
    required property int victoryPoints
    required property string clickAction
    required property string reason
    required property string highlight
    required property GcController controller
    // The square each card may turn in, and the sector's layout: distant systems on the
    // top row, the near ones below, `columns` to a row.
    required property real cellSize
    required property real gap
    required property int columns
    required property int nearCount

    // The keyboard (issue 12): the sector's navigator (null when the card stands alone).
    property BoardNavigator navigator: null
    readonly property bool boardSpot: true
    function activate() {
        card.controller.clickSlot(card.slot);
    }

    readonly property bool clickable: clickAction !== ""
    // A click here does something now (the soak test clicks these most).
    readonly property bool actionable: clickable
    readonly property int row: distant ? 0 : 1 + Math.floor(slot / columns)
    readonly property int column: distant ? slot - nearCount : slot % columns
    // The card itself, upright: a poker card's proportions.
    readonly property real cardHeight: cellSize
    readonly property real cardWidth: Math.round(cellSize * 0.72)
    // The front is drawn once the flip shows it (a card explored under one's eyes turns over).
    property bool showFront: false

    x: column * (cellSize + gap)
    y: row * (cellSize + gap)
    width: cellSize
    height: cellSize

    function turnOver() {
        card.showFront = card.explored;
    }

    Component.onCompleted: showFront = explored
    onExploredChanged: {
        if (explored && !showFront && visible)
            flip.restart();
        else
            showFront = explored;
    }

    // A click puts the tip away until the pointer leaves the card: the card turns over and
    // the die rolls under it (the tip of the face-down card stayed over both).
    property bool tipPutAway: false

    HoverHandler {
        id: hover

        cursorShape: card.clickable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onHoveredChanged: if (!hovered) card.tipPutAway = false
    }
    TapHandler {
        onTapped: {
            card.tipPutAway = true;
            card.activate();
        }
    }
    activeFocusOnTab: card.navigator ? card.navigator.isTabStop(card) : false
    Keys.onPressed: event => {
        if (card.navigator)
            card.navigator.keyPressed(card, event);
    }
    onActiveFocusChanged: {
        if (card.navigator)
            card.navigator.focusChanged(card);
    }
    KeyboardRing {}

    // What the card shows, and what a click on it does (the tooltip; a screen reader's
    // name and description of the card).
    readonly property string shownText: {
        if (card.explored)
            //: Galaxy Command, a system card on the board: what a screen reader says of the card.
            //: %1: its name, e.g. 'Sirius'; %2: 'near' or 'distant'; %3: its resistance; %4, %5:
            //: its metal and wealth production; %n: its victory points; %6: 'Aligned with the
            //: Empire.' or 'Unaligned.'.
            return qsTr("%1 (%2 system): resistance %3, metal %4, wealth %5, %n victory point(s). %6", "", card.victoryPoints)
                    .arg(card.name)
                    //: Galaxy Command, a system card on the board: an adjective, put into '%1 (%2
                    //: system)': a system far away.
                    .arg(card.distant ? qsTr("distant") : /*: Galaxy Command, a system card on the board: an adjective, put into '%1 (%2 system)': a system close to home. */ qsTr("near"))
                    .arg(card.resistance).arg(card.metal).arg(card.wealth)
                    .arg(card.aligned ? qsTr("Aligned with the Empire.") : /*: Galaxy Command, a system card on the board: the card's state: the system has not joined the Empire (yet). A short sentence. */ qsTr("Unaligned."));
        return card.distant ? qsTr("A face-down distant system.") : qsTr("A face-down near system.");
    }
    readonly property string actionText: {
        if (card.clickAction === "explore")
            return qsTr("Click to explore it: it is turned over and attacked.");
        if (card.clickAction === "conquer")
            //: Galaxy Command, a system card on the board: a tool tip. %1: the card's resistance, a
            //: number.
            return qsTr("Click to conquer it: roll the die plus your military against %1.").arg(card.resistance);
        return card.reason;
    }
    ToolTip.visible: hover.hovered && !tipPutAway
    ToolTip.delay: 400
    ToolTip.text: card.actionText === "" ? card.shownText : card.shownText + "\n" + card.actionText
    // A screen reader's name: face-down cards look alike, so their place on the board is
    // said too (the rows as the arrow keys go: the distant row first).
    readonly property string accessibleText: {
        if (card.explored)
            return card.shownText;
        //: Galaxy Command, a face-down system card on the board: what a screen reader says.
        //: %1: 'A face-down near system.' or 'A face-down distant system.'; %2: the card's row
        //: on the board (1 is the top row); %3: its place in the row (1 is the left).
        return qsTr("%1 Row %2, place %3.").arg(card.shownText).arg(card.row + 1).arg(card.column + 1);
    }
    Accessible.role: Accessible.Button
    Accessible.name: card.accessibleText
    Accessible.description: card.actionText
    Accessible.onPressAction: card.activate()

    SequentialAnimation {
        id: flip

        NumberAnimation {
            target: flipScale
            property: "xScale"
            to: 0
            duration: 140
            easing.type: Easing.InQuad
        }
        ScriptAction {
            script: card.turnOver()
        }
        NumberAnimation {
            target: flipScale
            property: "xScale"
            to: 1
            duration: 160
            easing.type: Easing.OutQuad
        }
    }

    // The card, turned as it lies.
    Item {
        id: turned

        anchors.centerIn: parent
        width: card.cardWidth
        height: card.cardHeight
        rotation: card.aligned ? 90 : 0
        transform: Scale {
            id: flipScale

            origin.x: turned.width / 2
            origin.y: turned.height / 2
        }

        Behavior on rotation {
            SequentialAnimation {
                PauseAnimation {
                    duration: 250
                }
                NumberAnimation {
                    duration: 380
                    easing.type: Easing.OutBack
                }
            }
        }

        // What the card is up to: clickable (gold, pulsing), just attacked (white), hit by
        // this round's event (red).
        Rectangle {
            anchors.fill: parent
            anchors.margins: -4
            radius: face.radius + 4
            color: "transparent"
            border.width: 3
            visible: card.clickable || card.highlight !== ""
            border.color: card.clickable ? Theme.accent : card.highlight === "event" ? Theme.danger : "#ffffff"
            opacity: card.clickable && !hover.hovered ? pulse.value : 1

            QtObject {
                id: pulse

                property real value: 1
            }
            SequentialAnimation {
                running: card.clickable && card.visible
                loops: Animation.Infinite
                NumberAnimation {
                    target: pulse
                    property: "value"
                    from: 1
                    to: 0.35
                    duration: 900
                    easing.type: Easing.InOutSine
                }
                NumberAnimation {
                    target: pulse
                    property: "value"
                    from: 0.35
                    to: 1
                    duration: 900
                    easing.type: Easing.InOutSine
                }
            }
        }

        // The hint points at this card (made only then).
        Repeater {
            model: card.controller.hintSlot === card.slot && card.controller.shownSeat === card.controller.viewSeat ? 1 : 0

            HintRing {
                anchors.fill: parent
                anchors.margins: -8
                radius: 10
            }
        }

        // The back.
        Image {
            anchors.fill: parent
            visible: !card.showFront
            source: card.distant ? "qrc:/art/galaxy-command/card-back-distant.svg" : "qrc:/art/galaxy-command/card-back-near.svg"
            sourceSize.width: 144
            sourceSize.height: 200
            asynchronous: true
            smooth: true

            Label {
                anchors.bottom: parent.bottom
                anchors.bottomMargin: parent.height * 0.07
                anchors.horizontalCenter: parent.horizontalCenter
                //: Galaxy Command, a system card on the board: the stamp at the top of a distant
                //: system card (capitals, tight space).
                text: card.distant ? qsTr("DISTANT") : /*: Galaxy Command, a system card on the board: the stamp at the top of a near system card (capitals, tight space). */ qsTr("NEAR")
                color: "#e8ecf4"
                opacity: 0.85
                font.pixelSize: Math.max(7, Math.round(card.cardHeight * 0.075))
                font.bold: true
                font.letterSpacing: 1
            }
        }

        // The front.
        Rectangle {
            id: face

            readonly property real strip: Math.round(card.cardWidth * 0.17)
            readonly property real band: Math.round(card.cardHeight * 0.12)
            readonly property color kindColor: card.distant ? "#5a2f8f" : "#1f4f8f"

            anchors.fill: parent
            visible: card.showFront
            radius: Math.max(3, card.cardWidth * 0.07)
            color: "#eef1f7"
            border.color: "#0a0e18"
            clip: true

            // "ALIGNED" runs up the left edge: straight once the card is turned sideways.
            Rectangle {
                x: 0
                y: 0
                width: face.strip
                height: parent.height - face.band
                color: card.aligned ? "#2f9a60" : "#cfd5e2"

                // Set smaller where a translation is longer than the edge (never cut).
                Label {
                    anchors.centerIn: parent
                    rotation: -90
                    width: parent.height - 4
                    height: parent.width
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 4
                    //: Galaxy Command, a system card on the board: a stamp on the card: the system
                    //: has joined the Empire (capitals, tight space).
                    text: qsTr("ALIGNED")
                    color: card.aligned ? "#ffffff" : "#8a93a8"
                    font.pixelSize: Math.max(6, Math.round(face.strip * 0.62))
                    font.bold: true
                    // No extra spacing: at the smallest size a long translation
                    // ("ANGESCHLOSSEN") fits only without it.
                    font.letterSpacing: 0
                }
            }
            // The name on the system's colour (near blue, distant violet).
            Rectangle {
                id: header

                x: face.strip
                width: parent.width - face.strip
                height: Math.round(parent.height * 0.3)
                color: face.kindColor

                Label {
                    // On the smallest cards (the game's end) a long name is cut: the card's
                    // tooltip and accessible name (shownText) say it whole.
                    property bool elidesOnPurpose: true

                    anchors.fill: parent
                    anchors.margins: 2
                    anchors.topMargin: Math.round(card.cardHeight * 0.05)
                    text: card.name
                    color: "#ffffff"
                    font.bold: true
                    font.pixelSize: Math.max(7, Math.round(card.cardHeight * 0.1))
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 5
                    // A long name on a small card breaks rather than leave the card.
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                    maximumLineCount: 3
                    elide: Text.ElideRight
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                }
                Label {
                    anchors.right: parent.right
                    anchors.top: parent.top
                    anchors.rightMargin: 2
                    text: card.number
                    color: "#f2c14e"
                    font.pixelSize: Math.max(6, Math.round(card.cardHeight * 0.055))
                    font.bold: true
                }
            }
            // Resistance, and what the system gives: metal, wealth, victory points.
            Column {
                x: face.strip
                y: header.height + Math.round(card.cardHeight * 0.03)
                width: parent.width - face.strip
                spacing: Math.round(card.cardHeight * 0.02)

                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: 2

                    Image {
                        anchors.verticalCenter: parent.verticalCenter
                        width: Math.round(card.cardHeight * 0.15)
                        height: width
                        source: "qrc:/art/galaxy-command/resistance.svg"
                        sourceSize.width: 48
                        sourceSize.height: 48
                        asynchronous: true
                    }
                    Label {
                        anchors.verticalCenter: parent.verticalCenter
                        text: card.resistance
                        color: "#0a0e18"
                        font.pixelSize: Math.max(9, Math.round(card.cardHeight * 0.19))
                        font.bold: true
                    }
                }
                Row {
                    anchors.horizontalCenter: parent.horizontalCenter
                    spacing: Math.round(card.cardWidth * 0.05)

                    Repeater {
                        model: 3 // a fixed count: the figures change, the columns stay

                        delegate: Column {
                            id: stat

                            required property int index
                            readonly property var modelData: [
                                { icon: "metal", value: card.metal },
                                { icon: "wealth", value: card.wealth },
                                { icon: "victory", value: card.victoryPoints }
                            ][index]

                            spacing: 0

                            Image {
                                anchors.horizontalCenter: parent.horizontalCenter
                                width: Math.round(card.cardHeight * 0.11)
                                height: width
                                source: "qrc:/art/galaxy-command/" + stat.modelData.icon + ".svg"
                                sourceSize.width: 48
                                sourceSize.height: 48
                                asynchronous: true
                            }
                            Label {
                                anchors.horizontalCenter: parent.horizontalCenter
                                text: stat.modelData.value
                                color: "#0a0e18"
                                font.pixelSize: Math.max(7, Math.round(card.cardHeight * 0.09))
                                font.bold: true
                            }
                        }
                    }
                }
            }
            // "UNALIGNED" along the bottom: straight while the card stands upright.
            Rectangle {
                y: parent.height - face.band
                width: parent.width
                height: face.band
                color: card.explored && !card.aligned ? "#d9483b" : "#cfd5e2"

                // Set smaller where a translation is longer than the card is wide.
                Label {
                    anchors.fill: parent
                    anchors.leftMargin: 2
                    anchors.rightMargin: 2
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 4
                    //: Galaxy Command, a system card on the board: a stamp on the card: the system
                    //: has not joined the Empire (capitals, tight space).
                    text: qsTr("UNALIGNED")
                    color: card.explored && !card.aligned ? "#ffffff" : "#8a93a8"
                    font.pixelSize: Math.max(6, Math.round(face.band * 0.6))
                    font.bold: true
                    // No extra spacing: at the smallest size a long translation
                    // ("ANGESCHLOSSEN") fits only without it.
                    font.letterSpacing: 0
                }
            }
        }
    }

    // What a click does, while hovering.
    Label {
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.bottom: parent.bottom
        anchors.bottomMargin: (card.cellSize - turned.height) / 2 + card.cardHeight * 0.14
        visible: card.clickable && hover.hovered
        //: Galaxy Command, a system card on the board: a button on the card (a verb: turn the
        //: face-down card over and attack it). Short.
        text: card.clickAction === "explore" ? qsTr("Explore") : /*: Galaxy Command, a system card on the board: a button on the card (a verb: attack the face-up system to align it). Short. */ qsTr("Conquer")
        color: Theme.accentInk
        font.pixelSize: Math.max(10, Math.round(card.cardHeight * 0.1))
        font.bold: true
        leftPadding: 6
        rightPadding: 6
        topPadding: 2
        bottomPadding: 2
        background: Rectangle {
            radius: height / 2
            color: Theme.accent
        }
    }
}
