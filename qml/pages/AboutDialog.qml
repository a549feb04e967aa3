import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// What Starboard is, its version and what it is built with.
AppDialog {
    id: dialog

    width: Math.min(520, (parent ? parent.width : 520) - 2 * Theme.margin)
    //: The About dialog: its title. 'Starboard' is the app's name.
    title: qsTr("About Starboard")
    standardButtons: Dialog.Close

    ColumnLayout {
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.spacing

        RowLayout {
            spacing: Theme.spacingLarge

            Image {
                readonly property url icon: GameCatalog.resource("art/app/starboard.svg")

                Layout.preferredWidth: 64
                Layout.preferredHeight: 64
                visible: String(icon) !== ""
                source: icon
                sourceSize.width: 128
                sourceSize.height: 128
            }
            ColumnLayout {
                spacing: 0

                Label {
                    //: The About dialog: the app's name as its title (a proper name: keep it or
                    //: transliterate).
                    text: qsTr("Starboard")
                    font.pixelSize: Theme.fontTitle
                    font.bold: true
                }
                Label {
                    //: The About dialog: %1: the app's version, e.g. '1.4.0'.
                    text: qsTr("Version %1").arg(Qt.application.version)
                    color: Theme.textMuted
                }
            }
        }
        Label {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            text: qsTr("Five space tabletop games to play against friends or the computer, with their maps, ships and rules kept as data you can change.")
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Galaxy of D is based on the rulebook version 1.0 of 24 May 2009. The other games follow as their rules engines are written.")
            color: Theme.textMuted
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            Layout.topMargin: Theme.spacing
            //: The About dialog: %1: the version of the Qt libraries, e.g. '6.4.2'.
            text: qsTr("Built with Qt %1.").arg(AppSettings.qtVersion)
            font.pixelSize: Theme.fontSmall
            color: Theme.textFaint
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Licensed under the GNU General Public License, version 3 or later.")
            font.pixelSize: Theme.fontSmall
            color: Theme.textFaint
            wrapMode: Text.WordWrap
        }
    }
}
