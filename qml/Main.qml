pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

ApplicationWindow {
    id: window

    width: 760
    height: 480
    minimumWidth: 480
    minimumHeight: 360
    visible: true
    title: qsTr("Starboard")
    color: "#10141f"

    header: Rectangle {
        implicitHeight: headerLayout.implicitHeight + 32
        color: "#171d2d"

        ColumnLayout {
            id: headerLayout

            anchors.left: parent.left
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            anchors.leftMargin: 24
            anchors.rightMargin: 24
            spacing: 2

            Label {
                text: qsTr("Starboard")
                font.pixelSize: 28
                font.bold: true
                color: "#f2f4fa"
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Space tabletop games, a workshop and a playtest lab")
                font.pixelSize: 14
                color: "#9aa5c4"
                elide: Text.ElideRight
            }
        }

        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: "#2a3350"
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 12

        Label {
            text: qsTr("Games")
            font.pixelSize: 18
            font.bold: true
            color: "#f2f4fa"
        }

        ListView {
            id: gameList

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 10
            model: GameListModel {}

            delegate: Rectangle {
                id: card

                required property string gameId
                required property string name
                required property int minPlayers
                required property int maxPlayers
                required property bool hasChance
                required property bool hasHiddenInformation

                width: ListView.view.width
                height: cardLayout.implicitHeight + 28
                radius: 8
                color: "#1b2235"
                border.color: "#2f3a5c"
                border.width: 1

                RowLayout {
                    id: cardLayout

                    anchors.fill: parent
                    anchors.leftMargin: 18
                    anchors.rightMargin: 18
                    spacing: 16

                    Rectangle {
                        Layout.preferredWidth: 44
                        Layout.preferredHeight: 44
                        radius: 22
                        color: "#33407a"

                        Label {
                            anchors.centerIn: parent
                            text: card.name.length > 0 ? card.name.charAt(0) : "?"
                            font.pixelSize: 20
                            font.bold: true
                            color: "#f2f4fa"
                        }
                    }

                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 4

                        Label {
                            Layout.fillWidth: true
                            text: card.name
                            font.pixelSize: 18
                            font.bold: true
                            color: "#f2f4fa"
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: card.gameId
                            font.pixelSize: 12
                            font.family: "monospace"
                            color: "#7f8bb0"
                            elide: Text.ElideRight
                        }
                    }

                    ColumnLayout {
                        spacing: 4

                        Label {
                            Layout.alignment: Qt.AlignRight
                            text: card.minPlayers === card.maxPlayers
                                  ? qsTr("Players: %1").arg(card.minPlayers)
                                  : qsTr("Players: %1–%2").arg(card.minPlayers).arg(card.maxPlayers)
                            font.pixelSize: 14
                            color: "#d6dbeb"
                        }
                        Label {
                            Layout.alignment: Qt.AlignRight
                            text: (card.hasChance ? qsTr("dice and draws") : qsTr("no chance"))
                                  + " · "
                                  + (card.hasHiddenInformation ? qsTr("hidden information")
                                                               : qsTr("open information"))
                            font.pixelSize: 12
                            color: "#9aa5c4"
                        }
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                visible: gameList.count === 0
                text: qsTr("No games are registered.")
                color: "#9aa5c4"
            }
        }

        Label {
            Layout.fillWidth: true
            text: qsTr("The board view, the Workshop and the playtest lab are on their way. Meanwhile, starboard-cli plays and measures the games.")
            wrapMode: Text.WordWrap
            font.pixelSize: 12
            color: "#7f8bb0"
        }
    }
}
