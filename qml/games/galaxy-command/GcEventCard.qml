pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// An event card as printed: EVENT or RED ALERT with its number, the name, who it is
// against, the Year 1 and Year 2 texts (the year being played lit) and the footnote; below
// it, what it did to each player. Without a card, the back of the event pile. flipIn()
// turns it over.
Item {
    id: root

    // An entry of GcController.eventCards, or {} for the pile's back.
    property var card: ({})
    // The pile: events still to come this year.
    property int eventsLeft: 0
    property int year: 1
    // Earlier cards of this round (a red alert before the event), by name.
    property var earlier: []
    readonly property bool hasCard: card.name !== undefined
    readonly property bool redAlert: hasCard && card.redAlert === true
    // Several players, one effect (a strike, peace, a resource nobody lacks room for).
    readonly property bool uniform: hasCard && card.effects.length > 1
                                    && card.effects.every(e => e.text === card.effects[0].text && !e.pending)

    function flipIn() {
        flip.restart();
    }

    implicitWidth: 220
    implicitHeight: 300

    SequentialAnimation {
        id: flip

        NumberAnimation {
            target: scaler
            property: "xScale"
            to: 0
            duration: 150
            easing.type: Easing.InQuad
        }
        NumberAnimation {
            target: scaler
            property: "xScale"
            to: 1
            duration: 200
            easing.type: Easing.OutQuad
        }
    }

    Item {
        id: body

        anchors.fill: parent
        transform: Scale {
            id: scaler

            origin.x: body.width / 2
        }

        // The pile's back.
        Image {
            anchors.fill: parent
            visible: !root.hasCard
            source: "qrc:/art/galaxy-command/card-back-event.svg"
            sourceSize.width: 216
            sourceSize.height: 300
            fillMode: Image.PreserveAspectFit
            asynchronous: true

            Label {
                anchors.horizontalCenter: parent.horizontalCenter
                anchors.bottom: parent.bottom
                anchors.bottomMargin: parent.height * 0.1
                horizontalAlignment: Text.AlignHCenter
                //: Galaxy Command, the event deck on the board: a heading (capitals) and a second
                //: line. %n: event cards still to come; %1: the year (round), 1 or 2. Keep the line
                //: break.
                text: qsTr("EVENTS\n%n to come in Year %1", "", root.eventsLeft).arg(root.year)
                color: "#fde7a6"
                font.pixelSize: Theme.fontSmall
                font.bold: true
            }
        }

        // The card.
        Rectangle {
            anchors.fill: parent
            visible: root.hasCard
            radius: 8
            color: "#f6efe0"
            border.color: "#0a0e18"
            clip: true

            ColumnLayout {
                anchors.fill: parent
                spacing: 3

                Rectangle {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 24
                    color: root.redAlert ? "#c0392b" : "#b8691c"
                    radius: 8

                    // Square the band's lower corners.
                    Rectangle {
                        anchors.bottom: parent.bottom
                        width: parent.width
                        height: 8
                        color: parent.color
                    }
                    Label {
                        anchors.left: parent.left
                        anchors.leftMargin: 10
                        anchors.verticalCenter: parent.verticalCenter
                        //: Galaxy Command, a red alert card: the stamp at the top (capitals, tight
                        //: space). A red alert is the harsher kind of event card.
                        text: root.redAlert ? qsTr("RED ALERT") : /*: Galaxy Command, an event card: the stamp at the top (capitals, tight space). */ qsTr("EVENT")
                        color: "#ffffff"
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                        font.letterSpacing: 2
                    }
                    Label {
                        anchors.right: parent.right
                        anchors.rightMargin: 10
                        anchors.verticalCenter: parent.verticalCenter
                        text: root.hasCard ? root.card.number : ""
                        color: "#fde7a6"
                        font.pixelSize: Theme.fontSmall
                        font.bold: true
                    }
                }
                Label {
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    text: root.hasCard ? root.card.name : ""
                    color: "#1b1606"
                    font.pixelSize: Theme.fontBody + 1
                    font.bold: true
                    font.capitalization: Font.AllUppercase
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    // Smaller where a long word does not fit ("ROHSTOFFABBAU").
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: Theme.fontSmall - 2
                }
                Label {
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    visible: text !== ""
                    text: root.hasCard ? root.card.condition : ""
                    color: "#5a4a32"
                    font.pixelSize: Theme.fontSmall - 1
                    font.italic: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                    maximumLineCount: 3
                    elide: Text.ElideRight
                }
                Repeater {
                    model: 2

                    delegate: Rectangle {
                        id: yearBox

                        required property int index
                        readonly property int cardYear: index + 1
                        readonly property bool current: root.hasCard && root.card.year === cardYear

                        Layout.fillWidth: true
                        Layout.leftMargin: 6
                        Layout.rightMargin: 6
                        implicitHeight: yearText.implicitHeight + 8
                        radius: 4
                        color: current ? "#1b1606" : "transparent"
                        border.color: current ? "#f2c14e" : "#c9bba6"

                        Label {
                            id: yearText

                            anchors.left: parent.left
                            anchors.right: parent.right
                            anchors.verticalCenter: parent.verticalCenter
                            anchors.margins: 6
                            //: Galaxy Command, an event card: the effect of a year. %1: the year, 1
                            //: or 2; %2: the effect, e.g. 'add 2 to metal storage'.
                            text: qsTr("Year %1: %2").arg(yearBox.cardYear)
                                  .arg(root.hasCard ? (yearBox.cardYear === 1 ? root.card.year1 : root.card.year2) : "")
                            color: yearBox.current ? "#fde7a6" : "#8f8170"
                            font.pixelSize: Theme.fontSmall - 1
                            font.bold: yearBox.current
                            font.capitalization: Font.AllUppercase
                            // A long compound word (WOHLSTANDSLAGER) breaks rather than leave
                            // the card.
                            wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    visible: text !== ""
                    text: root.hasCard ? root.card.note : ""
                    color: "#5a4a32"
                    font.pixelSize: Theme.fontSmall - 2
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                }
                Label {
                    Layout.fillWidth: true
                    Layout.leftMargin: 8
                    Layout.rightMargin: 8
                    visible: root.earlier.length > 0 || (root.hasCard && root.card.replacement === true)
                    //: Galaxy Command, an event card: it comes after red alert cards of the year.
                    //: %1: their names, e.g. 'Pirate Raid, Saboteurs'.
                    text: root.earlier.length > 0 ? qsTr("After the red alert %1").arg(root.earlier.join(", "))
                                                  : qsTr("Played in place of a red alert")
                    color: "#c0392b"
                    font.pixelSize: Theme.fontSmall - 2
                    font.bold: true
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                }

                // What it did to each player.
                Rectangle {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.topMargin: 2
                    color: "#e9dfc9"
                    radius: 6

                    // Square the top corners.
                    Rectangle {
                        width: parent.width
                        height: 6
                        color: parent.color
                    }
                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: 6
                        spacing: 2

                        // The same for everybody: said once.
                        Label {
                            Layout.fillWidth: true
                            visible: root.uniform
                            text: root.hasCard && root.card.effects.length > 0 ? root.card.effects[0].text : ""
                            color: "#3d3325"
                            font.pixelSize: Theme.fontSmall - 1
                            wrapMode: Text.WordWrap
                        }
                        // One row per player (at most four), shown while the card has an effect
                        // for that row: a fixed count, so that a new card or a change of the
                        // game never recreates these rows (layouts inside layouts).
                        Repeater {
                            model: 4

                            delegate: RowLayout {
                                id: effect

                                required property int index
                                readonly property var modelData: root.hasCard && !root.uniform
                                                                 && index < root.card.effects.length
                                                                 ? root.card.effects[index] : ({})

                                Layout.fillWidth: true
                                visible: modelData.text !== undefined
                                spacing: 4

                                Rectangle {
                                    Layout.alignment: Qt.AlignTop
                                    Layout.topMargin: 3
                                    width: 8
                                    height: 8
                                    radius: 2
                                    color: effect.modelData.color ?? "transparent"
                                    border.color: "#0a0e18"
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: !effect.visible ? ""
                                          : root.card.effects.length > 1
                                          //: Galaxy Command, an event card: a player's line. %1: a
                                          //: player's name, e.g. 'Anna'; %2: what happened, e.g.
                                          //: '+2 metal'.
                                          ? qsTr("%1: %2").arg(effect.modelData.name).arg(effect.modelData.text)
                                          : effect.modelData.text
                                    color: effect.modelData.bad ? "#a8281c" : effect.modelData.good ? "#1f7a45" : "#3d3325"
                                    font.pixelSize: Theme.fontSmall - 1
                                    font.bold: effect.modelData.bad === true || effect.modelData.good === true
                                    font.italic: effect.modelData.pending === true
                                    wrapMode: Text.WordWrap
                                    maximumLineCount: 4
                                    elide: Text.ElideRight
                                }
                            }
                        }
                        Item {
                            Layout.fillHeight: true
                        }
                    }
                }
            }
        }
    }
}
