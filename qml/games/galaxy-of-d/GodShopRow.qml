import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// One ship type in the shop: art, name, cost and numbers, and a Buy button; when it cannot
// be bought, the button is disabled and the card says why (and so does the button's
// accessible description). The card's size is the shop's.
Rectangle {
    id: card

    required property int index
    required property string ship
    required property string name
    required property int side
    required property int count
    required property int moves // ships of this type in the secret purchase
    required property bool available
    required property int cost
    required property int speed
    required property int attack
    required property int armor
    required property int chits
    required property string special
    required property string reason
    required property int typeIndex
    required property GodController controller

    implicitWidth: 138
    implicitHeight: 96
    radius: 6
    color: available ? "#1f2842" : "#171d30"
    border.color: hover.hovered && available ? Theme.accent : Theme.border

    HoverHandler {
        id: hover
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 2

        RowLayout {
            Layout.fillWidth: true
            spacing: 6

            Image {
                Layout.preferredWidth: 30
                Layout.preferredHeight: 30
                sourceSize.width: 60
                sourceSize.height: 60
                source: card.controller.shipArt(card.ship, card.side)
                opacity: card.available ? 1 : 0.5
            }
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0

                Label {
                    Layout.fillWidth: true
                    text: card.name
                    color: card.available ? Theme.text : Theme.textMuted
                    font.bold: true
                    font.pixelSize: 13
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 8
                }
                Label {
                    //: Galaxy of D, the shop: a ship's price. %1: a number (the dollar is the
                    //: game's money). Tight space.
                    text: qsTr("$%1").arg(card.cost)
                    color: card.available ? Theme.accent : Theme.textMuted
                    font.bold: true
                    font.pixelSize: 13
                }
            }
        }
        Label {
            Layout.fillWidth: true
            //: Galaxy of D, the shop: a ship's figures. %1: speed; %2: attack ('Att' abbreviates
            //: it); %3: armor ('Arm' abbreviates it). Tight space: keep the abbreviations short.
            text: qsTr("Speed %1 · Att %2 · Arm %3").arg(card.speed).arg(card.attack).arg(card.armor)
            color: Theme.textMuted
            font.pixelSize: 11
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 8
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 6

            Button {
                id: buyButton

                objectName: "buyButton"
                Layout.preferredHeight: 26
                Layout.preferredWidth: implicitContentWidth + leftPadding + rightPadding
                padding: 4
                leftPadding: 8
                rightPadding: 8
                //: Galaxy of D, the shop: a button (a verb: buy this ship). Short.
                text: qsTr("Buy")
                enabled: card.available
                opacity: enabled ? 1 : 0.45
                onClicked: card.controller.buy(card.typeIndex)
                Keys.onReturnPressed: clicked()
                Keys.onEnterPressed: clicked()
                //: Galaxy of D, the shop: the screen reader's name of the button. %1: a ship type,
                //: e.g. 'Cruiser'; %2: its price.
                Accessible.name: qsTr("Buy %1 for $%2").arg(card.name).arg(card.cost)
                Accessible.description: card.available ? card.special : card.reason
            }
            Label {
                objectName: "shopInfo"
                Layout.fillWidth: true
                Layout.fillHeight: true
                verticalAlignment: Text.AlignVCenter
                // What is ordered stays said when no more can be bought.
                //: Galaxy of D, the shop: %1: the number of this ship ordered; %2: why no more can
                //: be bought.
                text: card.reason !== "" ? (card.moves > 0 ? qsTr("%1 ordered · %2").arg(card.moves).arg(card.reason) : card.reason)
                      //: Galaxy of D, the shop: %1: the ships of this type on the board; %2: all
                      //: its chits (counters); %3: the number ordered.
                      : card.moves > 0 ? qsTr("%1 of %2 in play, %3 ordered").arg(card.count).arg(card.chits).arg(card.moves)
                      //: Galaxy of D, the shop: %1: the ships of this type on the board; %2: all
                      //: its chits (counters), e.g. '2 of 4 in play'.
                      : qsTr("%1 of %2 in play").arg(card.count).arg(card.chits)
                color: card.reason !== "" ? "#ff9a7a" : "#6f7aa0"
                font.pixelSize: 11
                wrapMode: Text.WordWrap
                fontSizeMode: Text.Fit
                minimumPixelSize: 7
            }
        }
    }

    ToolTip.visible: hover.hovered && special.length > 0
    ToolTip.text: special
    ToolTip.delay: 500
}
