pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Starboard

// The home screen: the games as cards (the playable ones large, the others as "coming
// soon"), continue or resume a game, open a saved game, settings, about.
Page {
    id: home

    required property GameSession session

    signal newGameRequested(string gameId)
    signal continueRequested
    signal resumeRequested
    signal openRequested
    signal settingsRequested
    signal aboutRequested
    signal workshopRequested

    //: The home page: what a screen reader says for the whole page (its title). Short.
    Accessible.name: qsTr("Home")

    readonly property bool current: StackView.status === StackView.Active || StackView.view === null

    background: Rectangle {
        color: Theme.background
    }

    Shortcut {
        sequence: "Ctrl+O"
        enabled: home.current
        onActivated: home.openRequested()
    }

    // Two models, so that no hidden card is made (start-up time).
    GameListModel {
        id: playableGames
    }

    GameListModel {
        id: soonGames

        onlyComingSoon: true
    }

    header: Rectangle {
        implicitHeight: headerRow.implicitHeight + 2 * Theme.spacingLarge
        color: Theme.surface

        Rectangle {
            anchors.bottom: parent.bottom
            width: parent.width
            height: 1
            color: Theme.border
        }

        // The title beside the buttons, or above them where the buttons leave it too little
        // room (a narrow window, a language with long words).
        GridLayout {
            id: headerRow

            readonly property bool narrow: width < titleColumn.implicitWidth + headerButtons.implicitWidth + 52 + 2 * columnSpacing

            anchors.fill: parent
            anchors.leftMargin: Theme.margin
            anchors.rightMargin: Theme.margin
            anchors.topMargin: Theme.spacingLarge
            anchors.bottomMargin: Theme.spacingLarge
            columns: narrow ? 2 : 3
            columnSpacing: Theme.spacingLarge
            rowSpacing: Theme.spacing

            Image {
                readonly property url icon: GameCatalog.resource("art/app/starboard.svg")

                Layout.preferredWidth: 52
                Layout.preferredHeight: 52
                visible: String(icon) !== ""
                source: icon
                sourceSize.width: 104
                sourceSize.height: 104
                asynchronous: true
            }

            ColumnLayout {
                id: titleColumn

                Layout.fillWidth: true
                spacing: 0

                Label {
                    //: The home page: the app's name as its title (a proper name: keep it or
                    //: transliterate).
                    text: qsTr("Starboard")
                    font.pixelSize: Theme.fontDisplay
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Space tabletop games against friends or the computer")
                    color: Theme.textMuted
                    wrapMode: Text.WordWrap
                }
            }

            RowLayout {
                id: headerButtons

                Layout.columnSpan: headerRow.narrow ? 2 : 1
                Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                spacing: Theme.spacingLarge

                ActionButton {
                    //: The home page: a button. Other texts refer to it ("Open saved game" brings it
                    //: back): keep them alike.
                    text: qsTr("Open saved game…")
                    onClicked: home.openRequested()
                }
                ActionButton {
                    //: The home page: a button: open the Workshop, the app's content editor (a name).
                    text: qsTr("Workshop")
                    onClicked: home.workshopRequested()
                    ToolTip.visible: hovered
                    ToolTip.delay: 600
                    ToolTip.text: qsTr("Design your own galaxies, ship tables, decks and rule variants")
                }
                ActionButton {
                    //: The home page: a button: open the settings (a noun).
                    text: qsTr("Settings")
                    onClicked: home.settingsRequested()
                }
                ActionButton {
                    //: The home page: a button: about the app, its version and credits.
                    text: qsTr("About")
                    onClicked: home.aboutRequested()
                }
            }
        }
    }

    Flickable {
        id: flick

        anchors.fill: parent
        contentHeight: content.implicitHeight + 2 * Theme.margin
        clip: true
        boundsBehavior: Flickable.StopAtBounds

        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content

            x: Theme.margin
            y: Theme.margin
            width: flick.width - 2 * Theme.margin
            spacing: Theme.spacingLarge

            // Resume the game of this run, or continue the autosaved one.
            Rectangle {
                id: continueBanner

                readonly property bool resume: home.session.active && !home.session.terminal
                // The game of this run that has ended: its end screen is one click away.
                readonly property bool finished: home.session.active && home.session.terminal
                readonly property bool available: resume || finished || AppSettings.hasAutosave

                Layout.fillWidth: true
                implicitHeight: continueRow.implicitHeight + 2 * Theme.spacingLarge
                visible: available
                radius: Theme.radius
                color: Theme.surfaceRaised
                border.color: Theme.accent
                border.width: Theme.borderWidth

                RowLayout {
                    id: continueRow

                    anchors.fill: parent
                    anchors.margins: Theme.spacingLarge
                    spacing: Theme.spacingLarge

                    ColumnLayout {
                        Layout.fillWidth: true
                        spacing: 2

                        Label {
                            Layout.fillWidth: true
                            //: The home page: %1: a game's name, e.g. 'Galaxy of D'.
                            text: continueBanner.resume ? qsTr("Your game of %1 is waiting.").arg(home.session.gameName)
                                  //: The home page: %1: a game's name, e.g. 'Galaxy of D'.
                                  : continueBanner.finished ? qsTr("Your game of %1 is over.").arg(home.session.gameName)
                                  //: The home page: the heading of the banner of the game waiting.
                                  : qsTr("Continue your last game")
                            font.pixelSize: Theme.fontLarge
                            font.bold: true
                            elide: Text.ElideRight
                        }
                        Label {
                            Layout.fillWidth: true
                            text: continueBanner.resume || continueBanner.finished
                                  //: The home page: the random seed of the game waiting. %1: a
                                  //: number, e.g. 'Seed 12345'.
                                  ? qsTr("Seed %1").arg(home.session.seedText)
                                  : AppSettings.autosaveError !== ""
                                  //: The home page, when the last autosave failed: %1: a date and
                                  //: time, e.g. '24/11/2026 14:50'.
                                  ? qsTr("Saved automatically on %1, but a later autosave failed: this may be an older position than the one you last saw.").arg(AppSettings.autosaveTime.toLocaleString(Qt.locale(AppSettings.effectiveLanguage), Locale.ShortFormat))
                                  //: The home page: %1: a date and time, e.g. '24/11/2026 14:50'.
                                  : qsTr("Saved automatically on %1").arg(AppSettings.autosaveTime.toLocaleString(Qt.locale(AppSettings.effectiveLanguage), Locale.ShortFormat))
                            objectName: "continueDetail"
                            color: AppSettings.autosaveError !== "" && !continueBanner.resume && !continueBanner.finished ? Theme.accent : Theme.textMuted
                            wrapMode: Text.Wrap
                        }
                    }

                    ActionButton {
                        //: The home page: a button: go back to the game being played. Short.
                        text: continueBanner.resume ? qsTr("Back to the game")
                              : continueBanner.finished ? qsTr("See the result") : /*: The home page: a button: go on with the game waiting (a verb). */ qsTr("Continue")
                        primary: true
                        onClicked: continueBanner.resume || continueBanner.finished ? home.resumeRequested()
                                                                                    : home.continueRequested()
                    }
                }
            }

            Label {
                //: The home page: a button on a game's card: start a new game of it (a verb).
                //: Short.
                text: qsTr("Play")
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }

            Repeater {
                model: playableGames

                // The playable games: large cards with their art.
                delegate: GameCard {
                    Layout.fillWidth: true
                    featured: true
                    onNewGameRequested: home.newGameRequested(gameId)
                }
            }

            // What happened in the games finished here (hidden for games without any).
            Repeater {
                model: playableGames

                delegate: ResultsPanel {
                    Layout.fillWidth: true
                }
            }

            Label {
                Layout.topMargin: Theme.spacing
                //: The home page: a label on a game's card that cannot be played yet. Short.
                text: qsTr("Coming soon")
                font.pixelSize: Theme.fontTitle
                font.bold: true
            }

            GridLayout {
                id: soonGrid

                // As many equal columns as fit, at least 230 pixels wide each; the cards of a
                // row share its height.
                Layout.fillWidth: true
                columns: Math.max(1, Math.floor((width + columnSpacing) / (230 + columnSpacing)))
                columnSpacing: Theme.spacingLarge
                rowSpacing: Theme.spacingLarge

                Repeater {
                    model: soonGames

                    delegate: GameCard {
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Layout.preferredWidth: 1 // equal columns
                    }
                }
            }
        }
    }
}
